/// The sky, land and words of the SVG forest.
extension ForestSVG {
    /// Stars behind everything else, each at the centre of its terminal cell: the newer ones
    /// four-pointed and glowing, older ones small points, fainter with age.
    func stars(_ layout: ForestLayout, scale k: Double) -> String {
        func n(_ v: Double) -> String { SVGWriting.number(v) }
        var bright = ""
        var faint = ""
        for star in layout.stars {
            let (x, y) = (n((Double(star.column) + 0.5) * k), n((Double(star.row) * 2 + 1) * k))
            if star.isBright {
                bright += "<use href=\"#star\" transform=\"translate(\(x) \(y)) scale(\(n(9 * star.brightness)))\" opacity=\"\(n(star.brightness))\"/>\n"
            } else {
                faint += "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"\(n(1 + star.brightness * 2))\" opacity=\"\(n(star.brightness))\"/>\n"
            }
        }
        if forest.entries.isEmpty {
            for (fx, fy, brightness) in ForestSky.quietStars {
                let (x, y) = (n(fx * layout.width * k), n(fy * layout.geometry.horizon * k))
                faint += "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"\(n(1 + brightness * 2))\" opacity=\"\(n(brightness))\"/>\n"
            }
        }
        var out = ""
        if !faint.isEmpty { out += "<g fill=\"\(Palette.starLight.hex)\">\n\(faint)</g>\n" }
        if !bright.isEmpty { out += "<g fill=\"\(Palette.starLight.hex)\" filter=\"url(#glow)\">\n\(bright)</g>\n" }
        return out
    }

    /// The land of one ridge: its crest, sampled every fourth column, closed along the bottom, in
    /// the colour the terminal gives it halfway down to the next ridge (ten years hold a
    /// thousand ridges, so each stays a short path).
    func land(ridge: Int, layout: ForestLayout, scale k: Double) -> String {
        func n(_ v: Double) -> String { SVGWriting.number(v) }
        let land = layout.land
        let columns = Int(layout.width.rounded())
        var d = ""
        for column in stride(from: 0, through: columns + 3, by: 4) {
            let x = Double(min(column, columns))
            d += (column == 0 ? "M" : "L") + "\(n(x * k)) \(SVGWriting.number(land.crest(ridge, x: x) * k, decimals: 0))"
        }
        d += "V\(n(layout.height * k))H0Z"
        return "<path d=\"\(d)\" fill=\"\(land.colour(ridge, depth: 0.5, dusk: forest.dusk).hex)\"/>\n"
    }

    /// One quiet centred line in a serif italic, the colour of quiet words.
    func text(_ words: String, x: Double, y: Double, size: Double) -> String {
        func n(_ v: Double) -> String { SVGWriting.number(v) }
        return "<text x=\"\(n(x))\" y=\"\(n(y))\" text-anchor=\"middle\" font-family=\"Georgia, 'Palatino Linotype', "
            + "'Book Antiqua', serif\" font-style=\"italic\" font-size=\"\(n(size))\" letter-spacing=\"1\" "
            + "fill=\"\(Palette.accent.hex)\">\(SVGWriting.escaped(words))</text>\n"
    }
}
