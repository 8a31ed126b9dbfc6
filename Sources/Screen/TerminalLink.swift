/// Where the terminal is, as the environment says: behind a multiplexer, or at the far end of
/// a network link. Each question is answered here once, for every part that needs it (the
/// pictures' mode, the block symbols, 24-bit colour, how long an answer is waited for).
///
/// `environment` looks a variable up.
package enum TerminalLink {
    /// Inside tmux or screen: what is written reaches the multiplexer, which draws it again on a
    /// terminal outside that nothing here names (`TMUX`, `STY`, or a `TERM` of theirs).
    package static func multiplexed(_ environment: (String) -> String?) -> Bool {
        let term = environment("TERM")?.lowercased() ?? ""
        return environment("TMUX") != nil || environment("STY") != nil || term.hasPrefix("screen") || term.hasPrefix("tmux")
    }

    /// Over ssh: the terminal's answers cross the network (`SSH_CONNECTION`, `SSH_CLIENT`,
    /// `SSH_TTY`, which sshd sets). mosh is not slow here: its server answers the question itself.
    package static func remote(_ environment: (String) -> String?) -> Bool {
        ["SSH_CONNECTION", "SSH_CLIENT", "SSH_TTY"].contains { !(environment($0) ?? "").isEmpty }
    }
}
