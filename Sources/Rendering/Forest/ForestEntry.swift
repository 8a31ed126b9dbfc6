import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One recorded fast that left a tree: all the forest needs to know about it.
package struct ForestEntry: Sendable, Hashable {
    package let id: UUID
    /// When the fast ended; only the order matters (older trees recede).
    package let ended: Date
    package let kind: TreeKind

    package init(id: UUID, ended: Date, kind: TreeKind) {
        self.id = id
        self.ended = ended
        self.kind = kind
    }
}
