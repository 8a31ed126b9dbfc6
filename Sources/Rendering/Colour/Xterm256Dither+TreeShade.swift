/// Inside a tree, in 256 colours, a fine shade: the cube has no muted brown, and a brown
/// drawn as half-cells of amber and grey was a checker of yellow and brown that read as
/// texture, not as a tree. The same two colours as a grain the font draws (`░ ▒`), a pixel
/// fine, read as the brown between them; a tree's edge, where its two halves differ, stays
/// half-cells of one colour each (``treeApart``), so its silhouette is calm.
extension Xterm256Dither {
    /// The shade for a cell inside a tree whose halves are `top` and `bottom`; nil where the
    /// halves are not one colour.
    mutating func treeShade(top: RGB, bottom: RGB, x: Int, y: Int) -> Shade? {
        func apart(_ a: UInt8, _ b: UInt8) -> Int { abs(Int(a) - Int(b)) }
        let apart = max(apart(top.r, bottom.r), apart(top.g, bottom.g), apart(top.b, bottom.b))
        let colour = top.mixed(with: bottom, 0.5)
        // A warm tree's shading from crown to foot, as gentle a step as the sky's, is one grain
        // of its earth tone (`+EarthGrain`): as two half-cells it was the cube's ochre, gold or a
        // grey, one colour each, and a brown crown was striped with them.
        guard apart <= Self.oneColour || (apart <= Self.oneColour256 && Self.isEarthTone(colour)) else { return nil }
        // A soft edge into the dusk is shaded as the sky is.
        if Self.isSoftEdge(colour) { return Self.shade(finePair(for: colour, sky: true), x: x, y: y) }
        let key = RGB(colour.r | 3, colour.g | 3, colour.b | 3)
        if let known = knownFineTrees[key] { return Self.shade(known, x: x, y: y) }
        // A warm tree whose calm pair turns its hue keeps it in a grain of the cube's earth
        // colours (`+EarthGrain`).
        let pair = Self.earthGrain(colour, instead: Self.choose(colour, shape: true, fine: true))
        knownFineTrees[key] = pair
        return Self.shade(pair, x: x, y: y)
    }
}
