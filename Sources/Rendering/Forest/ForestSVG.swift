/// The forest as a standalone SVG document, for keeping, printing or sharing.
///
/// It draws exactly the layout of the terminal forest (``ForestLayout`` at 100 columns for a
/// 30-row window, the whole canvas, scaled up): the same trees, ridges, haze and stars, with
/// what a terminal cannot show — smooth gradients, glowing stars and a serif inscription.
/// Every tree is solid, as in the terminal. Each of the eight forms is written once in
/// `<defs>` and placed with `<use>`, so ten years of trees stay a modest file.
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

    /// The terminal window whose canvas the SVG reproduces, and how many SVG units a column is.
    static let layoutColumns = 100
    static let layoutRows = 30
    static let unitsPerColumn = 12.0

    /// What the picture shows, in words that count nothing (for `<title>` and `<desc>`).
    static let title = "A forest at dusk"
    static let description = "Trees in earth tones stand on ridge after ridge of dark land, "
        + "the nearest darkest, the farthest fading into the glow above the hills; stars rest in the sky above."
    static let emptyDescription = "A dusk sky over quiet land, where a forest will grow."

    /// The complete document, starting with the XML declaration and ending with a newline.
    package func document() -> String {
        let layout = forest.layout(columns: Self.layoutColumns, viewRows: Self.layoutRows)
        let k = Self.unitsPerColumn
        let (width, height) = (layout.width * k, layout.height * k)
        func n(_ v: Double) -> String { SVGWriting.number(v) }
        var svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
            viewBox="0 0 \(n(width)) \(n(height))" role="img" aria-labelledby="title desc">
            <title id="title">\(Self.title)</title>
            <desc id="desc">\(forest.entries.isEmpty ? Self.emptyDescription : Self.description)</desc>

            """
        var tones = Set<ToneKey>()
        for tree in layout.trees {
            if let tone = tree.toneIndex { tones.insert(ToneKey(tone: tone, haze: Self.hazeStep(tree.haze))) }
        }
        svg += definitions(layout, variants: Set(layout.trees.map { $0.seed.variant }).sorted(), tones: tones.sorted())
        svg += "<rect width=\"\(n(width))\" height=\"\(n(height))\" fill=\"url(#sky)\"/>\n"
        svg += stars(layout, scale: k)
        var ridge = -1
        for tree in layout.trees {
            // Each ridge's land goes down just before its trees, so nearer land hides farther trunks.
            while ridge < tree.ridge {
                ridge += 1
                svg += land(ridge: ridge, layout: layout, scale: k)
            }
            let fill: String
            if let tone = tree.toneIndex {
                let key = ToneKey(tone: tone, haze: Self.hazeStep(tree.haze))
                fill = "url(#\(key.id))"
            } else {
                let ground = forest.dusk.land(at: layout.land.nearness(tree.ridge))
                fill = ForestTrees.colour(of: tree, row: 0, ground: ground, dusk: forest.dusk).hex
            }
            let scale = SVGWriting.number(tree.size * k / TreeSilhouette.boxSize, decimals: 4)
            svg += "<use href=\"#tree\(tree.seed.variant)\" transform=\"translate(\(n(tree.left * k)) \(n(tree.top * k))) "
            svg += "scale(\(scale))\" fill=\"\(fill)\"/>\n"
        }
        while ridge < layout.land.count - 1 {
            ridge += 1
            svg += land(ridge: ridge, layout: layout, scale: k)
        }
        if forest.entries.isEmpty {
            svg += text(forest.emptyMessage, x: width / 2, y: layout.geometry.horizon * k * 0.55, size: 30)
        }
        if let inscription = forest.inscription, !inscription.isEmpty {
            svg += text(inscription, x: width / 2, y: height - 30, size: 26)
        }
        return svg + "</svg>\n"
    }

    /// An earth tone seen through one step of haze: one gradient serves every such tree.
    struct ToneKey: Hashable, Comparable {
        let tone: Int
        let haze: Int
        var id: String { "tone\(tone)-\(haze)" }
        static func < (a: ToneKey, b: ToneKey) -> Bool { (a.tone, a.haze) < (b.tone, b.haze) }
    }

    /// Haze in twentieths: finer than the eye tells apart between two trees.
    static func hazeStep(_ haze: Double) -> Int { Int((haze * 20).rounded()) }

    private func definitions(_ layout: ForestLayout, variants: [Int], tones: [ToneKey]) -> String {
        func n(_ v: Double) -> String { SVGWriting.number(v) }
        let dusk = forest.dusk
        let k = Self.unitsPerColumn
        var defs = "<defs>\n"
        defs += "<linearGradient id=\"sky\" gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"\(n(layout.geometry.horizon * k))\">"
        for step in 0...8 {
            let offset = Double(step) / 8
            defs += "<stop offset=\"\(n(offset))\" stop-color=\"\(dusk.sky(at: 1 - offset).hex)\"/>"
        }
        defs += "</linearGradient>\n"
        // Each earth tone deepens toward the foot as in the terminal (see TreeShading), in the
        // forms' own 1024 box, then takes its step of haze.
        let foot = TreeSilhouette.boxSize * TreeSilhouette.groundLine
        for key in tones {
            let tone = Palette.earthTone(key.tone)
            defs += "<linearGradient id=\"\(key.id)\" gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"\(n(foot))\">"
            for t in stride(from: 0.0, through: 1.0, by: 0.25) {
                let colour = dusk.hazed(tone.light.mixed(with: tone.dark, TreeShading.depth * t * t), Double(key.haze) / 20)
                defs += "<stop offset=\"\(n(t))\" stop-color=\"\(colour.hex)\"/>"
            }
            defs += "</linearGradient>\n"
        }
        defs += "<filter id=\"glow\" x=\"-3\" y=\"-3\" width=\"7\" height=\"7\">"
        defs += "<feGaussianBlur stdDeviation=\"3\" result=\"blur\"/>"
        defs += "<feMerge><feMergeNode in=\"blur\"/><feMergeNode in=\"blur\"/><feMergeNode in=\"SourceGraphic\"/></feMerge></filter>\n"
        defs += "<path id=\"star\" d=\"\(SVGWriting.starPath)\"/>\n"
        for variant in variants {
            let form = TreeSilhouette.variant(variant)
            defs += "<path id=\"tree\(variant)\" fill-rule=\"\(form.fillRule.rawValue)\" d=\"\(SVGWriting.escaped(form.pathData))\"/>\n"
        }
        return defs + "</defs>\n"
    }
}
