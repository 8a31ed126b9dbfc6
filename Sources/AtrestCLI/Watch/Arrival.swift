import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

/// A fast that has just ended, shown as it arrives: the tree whole, then its star.
package struct Arrival: Equatable, Sendable {
    package var id: UUID
    /// The tree it left; nil when it left none.
    package var tree: TreeKind?
    /// Whether this tier shows trees at all.
    package var showsTree: Bool
    /// When the arrival began, for the star's fade.
    package var began: Date
    /// What `end` said.
    package var lines: [String]

    package init(id: UUID, tree: TreeKind?, showsTree: Bool, began: Date, lines: [String]) {
        self.id = id
        self.tree = tree
        self.showsTree = showsTree
        self.began = began
        self.lines = lines
    }
}
