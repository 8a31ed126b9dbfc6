/// The forest's scene as an SVG document: the same sky, land, trees and stars as its raster.
extension ForestPicture {
    /// What the picture shows, in words that count nothing (for `<title>` and `<desc>`).
    static let title = "A forest at dusk"
    static let description = "Trees in earth tones stand on ridge after ridge of dark land, "
        + "the nearest darkest, the farthest fading into the glow above the hills; stars rest in the sky above."
    static let emptyDescription = "A dusk sky over quiet land, where a forest will grow."

    /// The document, `pixelWidth` × `pixelHeight` pixels, drawn in the scene's own units.
    package func svg(pixelWidth: Int, pixelHeight: Int) -> String {
        func n(_ v: Double) -> String { SVGWriting.number(v) }
        let (w, h) = (Double(width), Double(height))
        var svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(pixelWidth)" height="\(pixelHeight)" \
            viewBox="0 0 \(n(w)) \(n(h))" preserveAspectRatio="none" role="img" aria-labelledby="title desc">
            <title id="title">\(Self.title)</title>
            <desc id="desc">\(trees.isEmpty ? Self.emptyDescription : Self.description)</desc>
            <defs>

            """
        svg += "<linearGradient id=\"sky\" gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"\(n(skyTop - top))\" x2=\"0\" y2=\"\(n(horizon - top))\">"
        for step in 0...8 {
            let offset = Double(step) / 8
            svg += "<stop offset=\"\(n(offset))\" stop-color=\"\(dusk.sky(at: 1 - offset).hex)\"/>"
        }
        svg += "</linearGradient>\n"
        var fills: [String: String] = [:]
        var gradients = ""
        for tree in trees where tree.dark != nil {
            let stops = stride(from: 0.0, through: 1.0, by: 0.25).map { tree.colour(at: $0 * TreeSilhouette.groundLine, dusk: dusk).hex }
            let key = stops.joined()
            guard fills[key] == nil else { continue }
            let id = "tone\(fills.count)"
            fills[key] = "url(#\(id))"
            let foot = TreeSilhouette.boxSize * TreeSilhouette.groundLine
            gradients += "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"\(n(foot))\">"
            for (k, stop) in stops.enumerated() { gradients += "<stop offset=\"\(n(Double(k) / 4))\" stop-color=\"\(stop)\"/>" }
            gradients += "</linearGradient>\n"
        }
        svg += gradients
        for ridge in ridges {
            let y = land.baselines[ridge] - land.amplitude - top
            svg += "<linearGradient id=\"land\(ridge)\" gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"\(n(y))\" x2=\"0\" y2=\"\(n(y + ridgeSpacing))\">"
            for t in [0.0, 0.5, 1.0] { svg += "<stop offset=\"\(n(t))\" stop-color=\"\(landColour(ridge, depth: t).hex)\"/>" }
            svg += "</linearGradient>\n"
        }
        svg += "<filter id=\"glow\" x=\"-3\" y=\"-3\" width=\"7\" height=\"7\"><feGaussianBlur stdDeviation=\"0.25\" result=\"blur\"/>"
        svg += "<feMerge><feMergeNode in=\"blur\"/><feMergeNode in=\"blur\"/><feMergeNode in=\"SourceGraphic\"/></feMerge></filter>\n"
        svg += "<path id=\"star\" d=\"\(SVGWriting.starPath)\"/>\n"
        for variant in Set(trees.map(\.variant)).sorted() {
            let form = TreeSilhouette.variant(variant)
            svg += "<path id=\"tree\(variant)\" fill-rule=\"\(form.fillRule.rawValue)\" d=\"\(SVGWriting.escaped(form.pathData))\"/>\n"
        }
        svg += "</defs>\n<rect width=\"\(n(w))\" height=\"\(n(h))\" fill=\"url(#sky)\"/>\n"
        for star in stars {
            if star.bright {
                svg += "<use href=\"#star\" transform=\"translate(\(n(star.x)) \(n(star.y))) scale(0.75)\" fill=\"\(star.colour.hex)\" filter=\"url(#glow)\"/>\n"
            } else {
                svg += "<circle cx=\"\(n(star.x))\" cy=\"\(n(star.y))\" r=\"0.17\" fill=\"\(star.colour.hex)\"/>\n"
            }
        }
        var next = 0
        for ridge in ridges {
            svg += "<path d=\"\(crestPath(ridge))V\(n(h))H0Z\" fill=\"url(#land\(ridge))\"/>\n"
            // Each ridge's trees stand on it, in front of its land and behind the next ridge's.
            while next < trees.count, trees[next].ridge <= ridge {
                let tree = trees[next]
                let fill = tree.dark == nil ? tree.colour(at: 0, dusk: dusk).hex
                    : fills[stride(from: 0.0, through: 1.0, by: 0.25).map { tree.colour(at: $0 * TreeSilhouette.groundLine, dusk: dusk).hex }.joined()] ?? "#000"
                let scale = SVGWriting.number(tree.size / TreeSilhouette.boxSize, decimals: 4)
                svg += "<use href=\"#tree\(tree.variant)\" transform=\"translate(\(n(tree.left)) \(n(tree.top))) scale(\(scale))\" fill=\"\(fill)\"/>\n"
                next += 1
            }
        }
        for run in wordRuns() {
            svg += "<text x=\"\(n(Double(run.column) + Double(run.text.count) / 2))\" y=\"\(n(Double(run.row * 2) + 1.5))\" "
            svg += "text-anchor=\"middle\" font-family=\"Georgia, 'Palatino Linotype', 'Book Antiqua', serif\" font-style=\"italic\" "
            svg += "font-size=\"1.7\" fill=\"\(run.colour.hex)\">\(SVGWriting.escaped(run.text))</text>\n"
        }
        return svg + "</svg>\n"
    }

    /// A ridge's crest, a point a column: each step relative to the last (`l1 -.12`), from
    /// heights rounded to hundredths first, so the steps add up to the heights exactly and ten
    /// years of ridges (`--all`) stay a modest file.
    func crestPath(_ ridge: Int) -> String {
        let heights = (0...width).map { x -> Int in
            let v = ((land.crest(ridge, x: Double(x) + left) - top) * 100).rounded()
            return v.isFinite ? Int(min(max(v, -1e12), 1e12)) : 0
        }
        func hundredths(_ v: Int) -> String {
            let sign = v < 0 ? "-" : "", a = abs(v)
            let whole = a / 100, part = a % 100
            let fraction = part == 0 ? "" : part % 10 == 0 ? ".\(part / 10)" : part < 10 ? ".0\(part)" : ".\(part)"
            return sign + (whole == 0 && part != 0 ? "" : "\(whole)") + fraction
        }
        var d = "M0 " + hundredths(heights[0])
        for x in heights.indices.dropFirst() { d += (x == 1 ? "l1 " : " 1 ") + hundredths(heights[x] - heights[x - 1]) }
        return d
    }

    /// The words, joined into runs along each row.
    package func wordRuns() -> [(column: Int, row: Int, text: String, colour: RGB)] {
        var runs: [(column: Int, row: Int, text: String, colour: RGB)] = []
        for word in words {
            if let last = runs.last, last.row == word.row, last.column + last.text.count == word.column {
                runs[runs.count - 1].text.append(word.character)
            } else {
                runs.append((word.column, word.row, String(word.character), word.colour))
            }
        }
        return runs
    }
}
