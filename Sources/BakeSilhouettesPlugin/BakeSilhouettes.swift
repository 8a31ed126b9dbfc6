import Foundation
import PackagePlugin

/// Fills the tree forms of `Resources/trees/` at the sizes pictures use, at build time, into
/// the target it is applied to (see `BakedSilhouettes`).
@main
struct BakeSilhouettes: BuildToolPlugin {
    /// Every tree `status` and `end` draw (panels 8 to 32 columns wide hold trees of 6 to 23
    /// pixels) and every tree of a forest (3 to 24 pixels); other sizes are filled at run time.
    static let sizes = (smallest: 3, largest: 24)

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let trees = context.package.directoryURL.appending(path: "Resources/trees")
        let output = context.pluginWorkDirectoryURL.appending(path: "BakedSilhouettes+Masks.swift")
        var inputs: [URL] = []
        if let walker = FileManager.default.enumerator(at: trees, includingPropertiesForKeys: nil) {
            for case let url as URL in walker where !url.lastPathComponent.hasPrefix(".") {
                inputs.append(url)
            }
        }
        return [
            .buildCommand(
                displayName: "Filling the tree forms",
                executable: try context.tool(named: "SilhouetteBaker").url,
                arguments: [output.path, trees.path, "\(Self.sizes.smallest)", "\(Self.sizes.largest)"],
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
