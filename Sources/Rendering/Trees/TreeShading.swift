/// A tree's colour at each height: its colour in the crown, deepening toward the foot.
///
/// Mixing in the dark shade of the earth tone lower down gives trunks weight and makes a
/// flat silhouette read as a tree even a dozen pixels tall. The SVG export draws the same
/// shading with a vertical gradient, so both pictures agree.
enum TreeShading {
    /// How far toward the dark shade the foot of a tree goes.
    static let depth = 0.5

    /// `base` at `row` of a box `size` tall, deepened toward `dark` by `amount` (0...1) of ``depth``.
    static func colour(_ base: RGB, toward dark: RGB, row: Int, size: Int, amount: Double = 1) -> RGB {
        let foot = Double(size) * TreeSilhouette.groundLine
        let t = foot > 0 ? min(max(Double(row) / foot, 0), 1) : 0
        return base.mixed(with: dark, depth * amount * t * t)
    }

}
