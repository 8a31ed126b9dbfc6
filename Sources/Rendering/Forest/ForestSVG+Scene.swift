/// The sky, land and words of the SVG forest.
extension ForestSVG {
    /// Stars behind everything else: near ones four-pointed and glowing, far ones small points.
    func stars(_ layout: ForestLayout, scale k: Double) -> String {
        func n(_ v: Double) -> String { SVGWriting.number(v) }
        var bright = ""
        var faint = ""
        for star in layout.stars {
            let (x, y) = (n(star.x * k), n(star.y * k))
            if star.layer <= 1 {
                let r = n(9 * star.brightness)
                bright += "<use href=\"#star\" transform=\"translate(\(x) \(y)) scale(\(r))\" opacity=\"\(n(star.brightness))\"/>\n"
            } else {
                faint += "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"\(n(1 + star.brightness * 2))\" opacity=\"\(n(star.brightness))\"/>\n"
            }
        }
        if forest.entries.isEmpty {
            for (fx, fy, brightness) in ForestSky.quietStars {
                let (x, y) = (n(fx * layout.width * k), n(fy * layout.height * k))
                faint += "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"\(n(1 + brightness * 2))\" opacity=\"\(n(brightness))\"/>\n"
            }
        }
        var out = ""
        if !faint.isEmpty { out += "<g fill=\"\(Palette.starLight.hex)\">\n\(faint)</g>\n" }
        if !bright.isEmpty { out += "<g fill=\"\(Palette.starLight.hex)\" filter=\"url(#glow)\">\n\(bright)</g>\n" }
        return out
    }

    /// The land of one layer: its ridge, sampled once per column, closed along the bottom.
    func land(layer: Int, layout: ForestLayout, scale k: Double) -> String {
        func n(_ v: Double) -> String { SVGWriting.number(v) }
        let columns = Int(layout.width.rounded())
        var d = ""
        for column in 0...columns {
            let x = Double(column)
            let y = DepthLayer.ridge(layer: layer, x: x, width: layout.width, height: layout.height)
            d += (column == 0 ? "M" : "L") + "\(n(x * k)) \(n(y * k))"
        }
        d += "V\(n(layout.height * k))H0Z"
        return "<path d=\"\(d)\" fill=\"\(DepthLayer.landColour.hex)\" fill-opacity=\"\(n(DepthLayer.landPresence))\"/>\n"
    }

    /// One quiet centred line in a serif italic, the colour of muted words.
    func text(_ words: String, x: Double, y: Double, size: Double) -> String {
        func n(_ v: Double) -> String { SVGWriting.number(v) }
        return "<text x=\"\(n(x))\" y=\"\(n(y))\" text-anchor=\"middle\" font-family=\"Georgia, 'Palatino Linotype', "
            + "'Book Antiqua', serif\" font-style=\"italic\" font-size=\"\(n(size))\" letter-spacing=\"1\" "
            + "fill=\"\(Palette.muted.hex)\">\(SVGWriting.escaped(words))</text>\n"
    }
}
