/// How present trees are, shared by every picture so they agree.
enum TreePresence {
    /// An incomplete tree: the seeds' materialisation at 30 % progress (0.05 + 0.3 × 0.95).
    static let incomplete = 0.335
}
