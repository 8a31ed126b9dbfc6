/// What the manual page says that no command spec holds.
///
/// Each list is checked against the code that acts on it (ManPageTests): the exit codes
/// against `AtrestError`, the variables against every name the sources read from the
/// environment, the folders and file names against `AtrestPaths`.
extension ManPage {
    package static let description = [
        "atrest keeps time while you fast, says in a few unhurried words what is likely happening in your body, logs water, and remembers: each fast you finish grows a tree, and the trees make a forest under a dusk sky. Nothing is counted, ranked or pressed on you.",
        "Run without a command, atrest does what atrest status does. Every command has --help, which atrest help COMMAND also shows.",
        SharedHelp.when + " Durations read 12h 30m, and past a day 1d 2h 5m.",
        "Output made for scripts (--json) is one JSON object with camelCase keys and ISO 8601 times with their offset; keys are added in later versions, never renamed. Results go to standard output, messages to standard error.",
    ]

    package static let exitStatus: [(code: Int32, meaning: String)] = [
        (0, "Done."),
        (1, "It could not be done: no fast to end, a fast already running, one of atrest's own files damaged, or the disk said no. atrest status --quiet also exits 1 when no fast is running."),
        (2, "What was given was wrong: an unknown command or option, a bad value, or a file to import that is not what it should be."),
    ]

    package static let errorNote = "An error is one or two plain lines on standard error: what was wrong, and what to do next."

    /// The variables atrest reads, with what each changes.
    package static let environment: [(names: [String], meaning: String)] = [
        (["HOME"], "The home folder, under which the folders below lie by default."),
        (["XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME"], "The folders atrest keeps its files in (see FILES). An unset, empty or relative value means the default."),
        (["TZ"], "The time zone for local times and days, as the C library reads it (empty means UTC). Unset, the system's zone."),
        (["TZDIR"], "The folder of time zone files, instead of /usr/share/zoneinfo."),
        (["LC_ALL", "LC_TIME", "LANG"], "The first one set names the locale, which decides the first day of the week in the calendar."),
        (["NO_COLOR"], "Set and not empty: no colour, unless --color always."),
        (["CLICOLOR_FORCE"], "Set, not empty and not 0: colour even where the output is not a terminal (NO_COLOR still wins)."),
        (["TERM"], "dumb: no colour, and pictures said in words (as --plain). xterm-kitty and xterm-ghostty: pictures through kitty's graphics protocol; foot and mlterm: sixel; screen and tmux: cells. Any other: atrest asks the terminal once (waiting at most 0.1 s for its answer, 1 s over ssh, so that a slow answer never reaches the shell) and remembers its answer in XDG_STATE_HOME/atrest/terminals. With TERM_PROGRAM and the terminal's own variables, TERM also says whether it takes 24-bit colour: kitty, WezTerm, Ghostty, foot, Alacritty, iTerm2, VS Code, VTE, Konsole, Windows Terminal, or a terminfo entry with Tc or RGB."),
        (["COLORTERM"], "truecolor or 24bit: 24-bit colour. Otherwise 24-bit where TERM says so, else 256 colours, dithered; or the 16 ANSI colours where the terminfo entry of TERM has fewer than 256 (without an entry: TERM linux, xterm, xterm-color, screen, vt100, vt220, ansi, rxvt, cons25)."),
        (["TERMINFO", "TERMINFO_DIRS"], "Where the terminfo entry of TERM is looked for before ~/.terminfo and the system's folders; Tc or RGB there means 24-bit colour."),
        (["TERM_PROGRAM", "TERM_PROGRAM_VERSION", "VTE_VERSION", "XTERM_VERSION", "WINDOWID", "ALACRITTY_WINDOW_ID", "TERMINAL_EMULATOR"], "Name the terminal: whether it takes 24-bit colour (iTerm2, WezTerm, VS Code, Ghostty, kitty, Alacritty, Konsole, VTE from 0.36, Windows Terminal, JetBrains), and WezTerm, iTerm.app and vscode get iTerm2's inline images, ghostty kitty's protocol; with TERM they are the key a terminal's answer is remembered under (an xterm's window too)."),
        (["KITTY_WINDOW_ID", "GHOSTTY_RESOURCES_DIR", "KONSOLE_VERSION"], "Set: the terminal takes 24-bit colour and speaks kitty's graphics protocol, and pictures are drawn in its pixels (config graphics and --graphics choose otherwise); drawn in cells, its shapes may use sextants (KITTY_WINDOW_ID, WEZTERM_PANE, and TERM xterm-kitty, xterm-ghostty or foot say so)."),
        (["WEZTERM_EXECUTABLE", "WEZTERM_PANE", "ITERM_SESSION_ID"], "Set: 24-bit colour, and pictures are drawn as iTerm2's inline images."),
        (["WT_SESSION"], "Set (Windows Terminal): 24-bit colour, and pictures are drawn in sixel."),
        (["TMUX", "STY"], "Set inside tmux or screen: pictures are drawn in cells, which reach the terminal through them; 24-bit colour only where COLORTERM or the multiplexer's own terminfo entry says so, since it rounds to 256 colours otherwise. Cells there draw shapes with quadrants, never sextants, as the terminal outside is not known."),
        (["SSH_CONNECTION", "SSH_CLIENT", "SSH_TTY"], "Set and not empty (ssh sets them): the terminal is across a network, so when atrest asks it how it shows pictures it waits up to 1 s for the answer rather than 0.1 s, and a late answer is read by atrest, not printed by the shell."),
        (["ACCESSIBLE"], "Set, not empty and not 0: pictures said in words, as --plain does."),
        (["PATH"], "Where atrest remind --notify finds notify-send or osascript, and where --schedule finds atrest when it was started by name."),
        (["COLUMNS"], "The width to lay out text and pictures in when the terminal's own is unknown, as when the output goes to a pipe (default 80)."),
        (["PAGER"], "The pager long output of atrest log goes through on a terminal (default less, with LESS=FRX when LESS is unset); empty or cat prints it straight."),
        (["LINES"], "The height the forest fits when the terminal's own is unknown, as when the output goes to a pipe (atrest forest --height chooses one)."),
    ]

    package static let filesIntroduction = "Folders are private to you (0700) and files too (0600). Every change is made under one lock and saved all or nothing: a new file is written beside the old one, flushed to the disk and renamed over it."

    /// The three XDG folders: the variable, its default under the home folder, and what atrest keeps there.
    package static let folders: [(variable: String, fallback: String, holds: String)] = [
        ("XDG_DATA_HOME", ".local/share", "The recorded fasts (sessions/YEAR.json, a file for each year), the running fast (active.json), water (water/YYYY-MM.json, a file for each month) and the account with any license (account.json), and a copy of the newest recorded fast (last-fast.json)."),
        ("XDG_CONFIG_HOME", ".config", "Settings (settings.json), this computer's config graphics (graphics), and hooks you add (hooks/on-start and the others, see DESKTOP)."),
        ("XDG_STATE_HOME", ".local/state", "What atrest remind has already said (reminders.json) and what it could not send to the desktop (notify.json), the lock every change is made under (lock), what each terminal answered when asked how it shows pictures (terminals), and how many fasts each year's file holds, so that recording one reads only the years near it (history-years.json)."),
    ]

    package static let filesNote = "Each data file keeps its previous generation beside it (FILE.previous). A damaged file is never read as empty and never overwritten: atrest stops and names it; atrest doctor explains, and atrest doctor --repair puts the previous generation back. " + DataPlace.either + " Removing atrest leaves these folders as they are; atrest help privacy (and PRIVACY below) tells what is kept where."

    package static let notes = [
        "atrest is not medical advice. Bodies vary; the phase texts describe what is likely, not what is certain. If you have a medical condition, are pregnant, or have a history of disordered eating, talk with a clinician before fasting, and stop whenever something feels wrong.",
    ]
}
