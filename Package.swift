// swift-tools-version:6.0
import PackageDescription

/// atrest: a command-line fasting companion.
///
/// Modules, from the inside out: `Domain` (values and rules), `JSON` (reading and writing it
/// strictly), `Files` (the file-system seam), `Store` (atrest's files on disk), `OptionParsing`
/// (command lines, for both executables), `Screen` (the terminal: colours, cells, full-screen
/// frames, keys and the terminal seam, below rendering),
/// `Geometry` (SVG paths filled into pixel masks), `Rendering` (trees, forest and calendar
/// pictures), `Licensing` (checking signed licenses), `LicenseSigning` (making keys and signing,
/// for the distributor's `atrest-license` only), `Interchange` (the files atrest exports and
/// imports: its own document and other apps'), `AtrestCLI` (commands and words), and two thin
/// executables.
/// `Resources/` is compiled into the binary by the `EmbedResources` plugin, so an
/// installed `atrest` needs nothing beside it; the `BakeSilhouettes` plugin likewise fills the
/// tree forms at build time, so drawing the tree of `status` reads no SVG.
let package = Package(
    name: "atrest",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "atrest", targets: ["atrest"]),
        .executable(name: "atrest-license", targets: ["atrest-license"]),
    ],
    targets: [
        .target(name: "Domain"),
        // One small JSON layer (a strict reader, escaping, numbers) under the store, licenses,
        // import and `--json`.
        .target(name: "JSON"),
        // The file-system seam (reading, creating, renaming, syncing, locking; a live one and the
        // protocol tests fake): under the store and the license tool, knowing nothing of either.
        .target(name: "Files"),
        .target(name: "Store", dependencies: ["Files", "Domain", "JSON"]),
        // Command lines read against declared options, for both executables: problems come
        // back as facts, each tool says them in its own words.
        .target(name: "OptionParsing"),
        .target(name: "Geometry"),
        // The terminal, below rendering: colours and cells, frames writing only what changed,
        // keys, the terminal seam.
        // Colours are plain RGB values passed in: nothing here knows atrest's palette.
        .target(name: "Screen"),
        .target(name: "Rendering", dependencies: ["Screen", "Domain", "Geometry", "AtrestResources"], plugins: ["BakeSilhouettes"]),
        // Licensing opens the system's libcrypto itself when a license or checksum is first
        // checked (Sources/Licensing/Crypto/LibCrypto.swift): no C headers, nothing linked.
        .target(name: "Licensing", dependencies: ["Domain", "AtrestResources", "JSON"]),
        .executableTarget(name: "ResourceEmbedder"),
        .plugin(
            name: "EmbedResources",
            capability: .buildTool(),
            dependencies: ["ResourceEmbedder"],
            path: "Sources/EmbedResourcesPlugin"
        ),
        .target(name: "AtrestResources", plugins: ["EmbedResources"]),
        .executableTarget(name: "SilhouetteBaker", dependencies: ["Geometry"]),
        .plugin(
            name: "BakeSilhouettes",
            capability: .buildTool(),
            dependencies: ["SilhouetteBaker"],
            path: "Sources/BakeSilhouettesPlugin"
        ),
        // The interchange formats: atrest's own export document and the files of other apps
        // (the Atrest app, Zero, FastTrack, Sunrise, Timewarrior, calendars, spreadsheets),
        // read into and written from the store's values; no command and no terminal here.
        .target(name: "Interchange", dependencies: ["Domain", "JSON", "Store", "Licensing"]),
        .target(
            name: "AtrestCLI",
            dependencies: ["Domain", "JSON", "Store", "Interchange", "Rendering", "Screen", "Licensing", "AtrestResources", "OptionParsing"]
        ),
        .executableTarget(name: "atrest", dependencies: ["AtrestCLI"]),
        // Making keys and signing licenses: the distributor's alone, so `atrest` holds no code that signs.
        .target(name: "LicenseSigning", dependencies: ["Domain", "Licensing", "Files", "OptionParsing"]),
        .executableTarget(name: "atrest-license", dependencies: ["LicenseSigning"]),
        // A file system that fails or "crashes" at a chosen step, shared by the store's and the
        // commands' tests; it lives under Tests/ and no product uses it.
        .target(name: "FaultInjection", dependencies: ["Store"], path: "Tests/Support/FaultInjection"),
        // The seeded generator every random test draws from, so a failure reproduces.
        .target(name: "TestRandom", path: "Tests/Support/TestRandom"),
        // The one way tests start processes: a fresh, complete environment, never the caller's.
        .target(name: "TestProcesses", path: "Tests/Support/TestProcesses"),
        .testTarget(name: "DomainTests", dependencies: ["Domain", "TestRandom"]),
        .testTarget(name: "StoreTests", dependencies: ["Store", "Domain", "JSON", "FaultInjection", "TestProcesses"], exclude: ["Fixtures"]),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "Geometry", "Domain", "AtrestResources", "TestRandom"]),
        .testTarget(name: "LicensingTests", dependencies: ["Licensing", "LicenseSigning", "Domain", "Store", "FaultInjection", "TestRandom", "TestProcesses"], exclude: ["Keys"]),
        .testTarget(
            name: "AtrestCLITests",
            dependencies: ["AtrestCLI", "Interchange", "Domain", "JSON", "Store", "Rendering", "Screen", "Geometry", "Licensing", "LicenseSigning", "AtrestResources", "FaultInjection", "TestRandom", "TestProcesses"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
