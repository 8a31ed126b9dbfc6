import Foundation

/// The sample files under `Tests/Samples/`, written from each format's field descriptions with
/// its quirks (Zero's implied end date, FastTrack's whole hours, Sunrise's 2001 epoch,
/// Timewarrior's running interval, the app's checksum).
enum Samples {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples")

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    static func data(_ name: String) throws -> Data { try Data(contentsOf: folder.appendingPathComponent(name)) }
}
