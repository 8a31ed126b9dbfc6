/// The manual page's DESKTOP section: reminders, bars that follow and hooks, with the snippets
/// the README shows.
extension ManPage {
    static let desktopParagraphs: [(text: String, snippet: [String])] = [
        ("atrest remind --notify also shows each reminder on the desktop (notify-send on Linux, osascript on a Mac). atrest remind --schedule cron, systemd or launchd prints what runs it every ten minutes, with this binary's path; it installs nothing.", []),
        ("atrest status --follow with --line, --json or --format waybar prints now, then again only when what it shows changes, and ends with 0 when its reader goes away. For waybar:", [
            "\"custom/atrest\": { \"exec\": \"atrest status --follow --format waybar\", \"return-type\": \"json\" }",
        ]),
        ("For polybar (type = custom/script) and i3blocks:", [
            "exec = atrest status --follow --line",
            "tail = true",
            "command=atrest status --follow --line",
            "interval=persist",
        ]),
        ("For tmux, and for SwiftBar or xbar on a Mac (a plugin named atrest.1m.sh):", [
            "set -g status-right '#(atrest status --line)'",
            "atrest status --line | grep . || echo atrest",
        ]),
        ("Hooks: executables in $XDG_CONFIG_HOME/atrest/hooks/ named on-start, on-end, on-abandon, on-phase or on-change run after a change is saved, the event as one JSON object on stdin; each gets five seconds, and what goes wrong with one is one line on standard error. For example, each fast into a notes file:", [
            "#!/bin/sh",
            "cat >>\"$HOME/notes/fasts.jsonl\"",
        ]),
        ("With --plain, ACCESSIBLE=1 or TERM=dumb, every picture is said in a few sentences for screen readers, one idea a line, durations in words.", []),
    ]

    static func desktopSection() -> [String] {
        var lines = [".SH DESKTOP"]
        for paragraph in desktopParagraphs {
            lines.append(".PP")
            lines.append(Roff.escape(paragraph.text))
            guard !paragraph.snippet.isEmpty else { continue }
            lines.append(".RS 4")
            lines.append(".nf")
            lines += paragraph.snippet.map(Roff.escape)
            lines.append(".fi")
            lines.append(".RE")
        }
        return lines
    }
}
