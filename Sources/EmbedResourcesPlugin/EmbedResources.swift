import Foundation
import PackagePlugin

/// Compiles the package's top-level `Resources/` folder into the target it is applied to.
///
/// SwiftPM resource bundles live beside the build folder, so a binary copied alone to a
/// bin directory would lose them; generated Swift source travels inside the binary.
@main
struct EmbedResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let resources = context.package.directoryURL.appending(path: "Resources")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedResources+Files.swift")
        var inputs: [URL] = []
        if let walker = FileManager.default.enumerator(at: resources, includingPropertiesForKeys: nil) {
            for case let url as URL in walker where !url.lastPathComponent.hasPrefix(".") {
                inputs.append(url)
            }
        }
        return [
            .buildCommand(
                displayName: "Embedding Resources/",
                executable: try context.tool(named: "ResourceEmbedder").url,
                arguments: [output.path, resources.path],
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
