#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The forest as a standalone SVG document, for keeping, printing or sharing.
///
/// It draws exactly the layout of the terminal forest (``ForestLayout`` at 100 columns,
/// scaled up): the same trees, layers, land and stars, with what a terminal cannot show —
/// smooth gradients, true transparency, glowing stars and a serif inscription. Each of the
/// eight silhouettes is written once in `<defs>` and placed with `<use>`, so ten years of
/// trees stay a few hundred kilobytes.
///
/// ```swift
/// let svg = ForestSVG(Forest(entries: entries, inscription: vigilLine)).document()
/// try svg.write(to: url, atomically: true, encoding: .utf8)
/// ```
package struct ForestSVG: Sendable, Hashable {
    package let forest: Forest

    package init(_ forest: Forest) {
        self.forest = forest
    }

    /// The terminal width whose layout the SVG reproduces, and how many SVG units a cell column is.
    static let layoutColumns = 100
    static let unitsPerColumn = 12.0

    /// The complete document, starting with the XML declaration and ending with a newline.
    package func document() -> String {
        let geometry = ForestGeometry(columns: Self.layoutColumns, treeCount: forest.entries.count)
        let layout = ForestLayout(
            entries: forest.entries, width: Double(geometry.columns), height: Double(geometry.pixelHeight),
            treeSize: Double(geometry.treeSize))
        let k = Self.unitsPerColumn
        let (width, height) = (layout.width * k, layout.height * k)
        func n(_ v: Double) -> String { SVGWriting.number(v) }
        var svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
            viewBox="0 0 \(n(width)) \(n(height))">

            """
        svg += definitions(variants: Set(layout.trees.map(\.seed.variant)).sorted())
        svg += "<rect width=\"\(n(width))\" height=\"\(n(height))\" fill=\"url(#sky)\"/>\n"
        svg += stars(layout, scale: k)
        for layer in layout.occupiedLayers {
            svg += "<g opacity=\"\(n(DepthLayer.at(layer).opacity))\">\n"
            svg += land(layer: layer, layout: layout, scale: k)
            for tree in layout.trees where tree.layer == layer {
                let fill = tree.tone == nil ? Palette.treeGrey.hex : "url(#tone\(tree.seed.tone))"
                let presence = tree.presence < 1 ? " opacity=\"\(n(tree.presence))\"" : ""
                let scale = SVGWriting.number(tree.size * k / TreeSilhouette.boxSize, decimals: 4)
                svg += "<use href=\"#tree\(tree.seed.variant)\" transform=\"translate(\(n(tree.left * k)) \(n(tree.top * k))) "
                svg += "scale(\(scale))\" fill=\"\(fill)\"\(presence)/>\n"
            }
            svg += "</g>\n"
        }
        if forest.entries.isEmpty {
            svg += text(forest.emptyMessage, x: width / 2, y: height / 2, size: 30)
        }
        if let inscription = forest.inscription, !inscription.isEmpty {
            svg += text(inscription, x: width / 2, y: height - 30, size: 26)
        }
        return svg + "</svg>\n"
    }

    private func definitions(variants: [Int]) -> String {
        func n(_ v: Double) -> String { SVGWriting.number(v) }
        var defs = "<defs>\n"
        defs += "<linearGradient id=\"sky\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">"
        defs += "<stop offset=\"0\" stop-color=\"\(Palette.deepNight.hex)\"/>"
        defs += "<stop offset=\"0.5\" stop-color=\"\(Palette.duskBase.hex)\"/>"
        defs += "<stop offset=\"1\" stop-color=\"\(Palette.horizonWarm.hex)\"/></linearGradient>\n"
        // Each earth tone deepens toward the foot as in the terminal (see TreeShading), in the
        // silhouettes' own 1024 box, so one gradient serves every tree of that tone.
        let foot = TreeSilhouette.boxSize * TreeSilhouette.groundLine
        for (index, tone) in Palette.earthTones.enumerated() {
            defs += "<linearGradient id=\"tone\(index)\" gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"\(n(foot))\">"
            for t in stride(from: 0.0, through: 1.0, by: 0.25) {
                let colour = tone.light.mixed(with: tone.dark, TreeShading.depth * t * t)
                defs += "<stop offset=\"\(n(t))\" stop-color=\"\(colour.hex)\"/>"
            }
            defs += "</linearGradient>\n"
        }
        defs += "<filter id=\"glow\" x=\"-3\" y=\"-3\" width=\"7\" height=\"7\">"
        defs += "<feGaussianBlur stdDeviation=\"3\" result=\"blur\"/>"
        defs += "<feMerge><feMergeNode in=\"blur\"/><feMergeNode in=\"blur\"/><feMergeNode in=\"SourceGraphic\"/></feMerge></filter>\n"
        defs += "<path id=\"star\" d=\"\(SVGWriting.starPath)\"/>\n"
        for variant in variants {
            let silhouette = TreeSilhouette.variant(variant)
            defs += "<path id=\"tree\(variant)\" fill-rule=\"\(silhouette.fillRule.rawValue)\" d=\"\(SVGWriting.escaped(silhouette.pathData))\"/>\n"
        }
        return defs + "</defs>\n"
    }
}
