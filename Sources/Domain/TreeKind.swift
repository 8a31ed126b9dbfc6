/// What a recorded fast leaves in the forest.
///
/// A fast of at least four hours that reached its target leaves an established tree; one that
/// reached 70 % of its target leaves an incomplete tree (grey, quieter, never labelled);
/// anything shorter leaves no tree at all.
package enum TreeKind: String, Equatable, Hashable, Sendable, Codable, CaseIterable {
    case established
    case incomplete
}
