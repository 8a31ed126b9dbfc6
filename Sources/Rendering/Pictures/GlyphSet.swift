/// Which characters pictures may use.
package enum GlyphSet: String, Sendable, Hashable, CaseIterable {
    /// Half blocks, shades and stars (`▀ ▄ █ ░ ▒ ▓ ✦ ·`).
    case unicode
    /// Plain ASCII, for terminals that are not UTF-8.
    case ascii
}
