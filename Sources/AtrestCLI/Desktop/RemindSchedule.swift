import Store

/// What `remind --schedule` prints: the lines that run `atrest remind --notify` every ten
/// minutes, for cron, a systemd user timer or a launchd agent. It installs nothing; what it
/// prints is ready to paste, with this binary's own path.
enum RemindSchedule: String, CaseIterable {
    case cron, systemd, launchd

    /// The folders a shell may have moved with XDG variables: a scheduler does not see the
    /// shell's environment, so the reminder must be told where the data is.
    static let carried = ["XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME"]

    func text(binary: String, environment: Environment, userID: UInt32, onMac: Bool) -> String {
        let carried = Self.carried.compactMap { name in environment[name].flatMap { $0.hasPrefix("/") ? (name, $0) : nil } }
        switch self {
        case .cron: return Self.cron(binary, carried, userID: userID, onMac: onMac)
        case .systemd: return Self.systemd(binary, carried)
        case .launchd: return Self.launchd(binary, carried)
        }
    }

    /// One crontab line. `%` ends a command in crontab unless escaped; cron runs without the
    /// desktop's session bus, so the line names it (`/run/user/UID/bus`, where systemd-logind
    /// and elogind put it).
    private static func cron(_ binary: String, _ carried: [(String, String)], userID: UInt32, onMac: Bool) -> String {
        var words: [String] = []
        if !onMac { words.append("DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/\(userID)/bus") }
        words += carried.map { "\($0.0)=\(shellQuoted($0.1))" }
        words += [shellQuoted(binary), "remind", "--notify", ">/dev/null"]
        let line = "*/10 * * * * " + words.joined(separator: " ")
        return """
        # Add with crontab -e: every ten minutes, a reminder on the desktop as a phase begins.
        \(line.replacing("%", with: "\\%"))

        """
    }

    private static func systemd(_ binary: String, _ carried: [(String, String)]) -> String {
        let environment = carried.map { "Environment=\(systemdQuoted("\($0.0)=\($0.1)"))\n" }.joined()
        return """
        # ~/.config/systemd/user/atrest-remind.service
        [Unit]
        Description=atrest reminders on the desktop

        [Service]
        Type=oneshot
        \(environment)ExecStart=\(systemdQuoted(binary)) remind --notify

        # ~/.config/systemd/user/atrest-remind.timer
        [Unit]
        Description=atrest reminders every ten minutes

        [Timer]
        OnCalendar=*:0/10

        [Install]
        WantedBy=timers.target

        # Then: systemctl --user daemon-reload && systemctl --user enable --now atrest-remind.timer

        """
    }

    private static func launchd(_ binary: String, _ carried: [(String, String)]) -> String {
        var environment = ""
        if !carried.isEmpty {
            environment = "    <key>EnvironmentVariables</key>\n    <dict>\n"
                + carried.map { "        <key>\(xml($0.0))</key><string>\(xml($0.1))</string>\n" }.joined()
                + "    </dict>\n"
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <!-- ~/Library/LaunchAgents/org.atrest.remind.plist
             Then: launchctl bootstrap gui/$(id -u) ~/Library/LaunchAgents/org.atrest.remind.plist -->
        <plist version="1.0">
        <dict>
            <key>Label</key>
            <string>org.atrest.remind</string>
            <key>ProgramArguments</key>
            <array>
                <string>\(xml(binary))</string>
                <string>remind</string>
                <string>--notify</string>
            </array>
        \(environment)    <key>StartInterval</key>
            <integer>600</integer>
            <key>StandardOutPath</key>
            <string>/dev/null</string>
        </dict>
        </plist>

        """
    }

    /// A word the shell reads back as it is: in single quotes, a quote written as '\''.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }

    /// A word systemd reads back as it is: in double quotes, with its own specifiers (`%`)
    /// and variables (`$`) doubled, backslash and quote escaped.
    static func systemdQuoted(_ text: String) -> String {
        var quoted = ""
        for character in text {
            switch character {
            case "%": quoted += "%%"
            case "$": quoted += "$$"
            case "\\": quoted += "\\\\"
            case "\"": quoted += "\\\""
            default: quoted.append(character)
            }
        }
        return "\"" + quoted + "\""
    }

    static func xml(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
    }
}
