import Domain
import Rendering
import Screen

/// Panels laid over the sky: help, today's water, the calendar, the forest.
extension Layout {
    func drawOverlay(_ painter: inout Painter) {
        switch state.overlay {
        case .help?:
            let forms = WatchKeymaps.sky.helpForms(forest: state.snapshot.tier.hasFullExperience, width: screen.columns - 4)
            // The fullest form whose folded lines, a gap and the foot fit inside the box.
            let fits = forms.first { form in
                form.reduce(0) { $0 + PanelFolding.fold(plain($1), width: screen.columns - 4).count } + 2 <= screen.rows - 2
            }
            panel((fits ?? forms[forms.count - 1]).map(plain), foot: WatchKeymaps.panelFoot(width: screen.columns - 4), into: &painter)
        case .water(let selected)?:
            panel(waterLines(selected: selected), foot: WatchKeymaps.water.foot, into: &painter)
        case .calendar(let day, let month, let detail)?:
            let lines = Self.marking(day.day, in: month.map(styled)) + [[]] + detail.map(styled)
            // One width whatever day is chosen: a day's fasts make longer lines than the month,
            // and a box sized to them moved the month sideways as the days were walked.
            panel(lines, foot: WatchKeymaps.calendar.foot, measure: Self.calendarMeasure, into: &painter)
        case .forest(let forest, let top)?:
            let lines = forest.lines(top: top)
            // The walk's window is its own picture, drawn for this screen: it takes the whole
            // of it, over a clear sky.
            for row in 0..<screen.rows {
                painter.frame.fill(column: 0, row: row, width: screen.columns, height: 1, background: painter.scene.sky(row: row))
            }
            painter.frame.place(lines.prefix(max(0, screen.rows - 1)).map(styled), column: 0, row: 0)
            painter.centred(WatchKeymaps.forestFoot(width: screen.columns), row: keysRow, colour: Palette.muted, fade: 0.45)
        case .moment(let lines)?:
            panel(lines.map(styled), foot: WatchKeymaps.panelFoot(width: screen.columns - 4), into: &painter)
        case .settingAside?, .ending?, .arrival?, nil:
            break
        }
    }

    private var keysRow: Int { screen.rows - 1 }

    /// The panel's ground: the sky, a little deeper, so the words on it stay calm.
    private var panelGround: RGB { Palette.deepNight.mixed(with: Palette.duskBase, 0.4) }

    private func plain(_ text: String) -> [TerminalCell] {
        let line = screen.glyphs == .ascii ? WatchText.ascii(text) : text
        return line.map { TerminalCell($0, foreground: Palette.accent, background: panelGround) }
    }

    private func styled(_ text: String) -> [TerminalCell] {
        StyledText.cells(text, foreground: Palette.accent, background: panelGround).first ?? []
    }

    /// The month's grid with the chosen day's number lit: days stand four columns apart,
    /// their numbers in the second and third (as `calendar` lays them out), below two lines
    /// of title and weekdays.
    static func marking(_ day: Int, in grid: [[TerminalCell]]) -> [[TerminalCell]] {
        let number = Array(day < 10 ? " \(day)" : "\(day)")
        var grid = grid
        for row in grid.indices.dropFirst(2) {
            let cells = grid[row]
            for start in stride(from: 1, to: cells.count - 1, by: 4)
            where cells[start].character == number[0] && cells[start + 1].character == number[1] {
                for i in start...(start + 1) {
                    grid[row][i].background = Palette.accent
                    grid[row][i].foreground = Palette.deepNight
                }
                return grid
            }
        }
        return grid
    }

    private func waterLines(selected: Int) -> [[TerminalCell]] {
        let entries = state.snapshot.water
        guard !entries.isEmpty else { return [plain("No water logged today.")] }
        let unit = state.snapshot.settings.waterUnit
        return entries.enumerated().map { index, entry in
            let clock = ClockText(now: now, timeZone: entry.timeZone)
            let mark = index == selected ? "› " : "  "
            var cells = plain(mark + clock.time(entry.at) + "  " + unit.describe(entry.milliliters))
            if index == selected {
                for i in cells.indices { cells[i].foreground = Palette.highlight }
            }
            return cells
        }
    }

    /// `lines` centred in a box of deeper sky, with `foot` below them, dimmer.
    /// The calendar's width inside its box: a day's line of a fast, its span, length and word
    /// (`calendar YYYY-MM-DD`), with room for a longer length.
    static let calendarMeasure = 64

    /// A box of `lines` in the middle of the screen, as wide as its longest line, or as
    /// `measure` (less where the screen is narrower) when that is given.
    private func panel(_ lines: [[TerminalCell]], foot: String, measure: Int? = nil, into painter: inout Painter) {
        let footCells = plain(foot).map { cell in
            var cell = cell
            cell.foreground = Palette.muted.mixed(with: panelGround, 0.3)
            return cell
        }
        let inside = min(measure ?? screen.columns - 4, screen.columns - 4)
        let content = lines.flatMap { PanelFolding.fold($0, width: inside) } + [[], footCells]
        let width = min(screen.columns, measure.map { $0 + 4 } ?? (content.map(\.count).max() ?? 0) + 4)
        let height = min(screen.rows, content.count + 2)
        let left = (screen.columns - width) / 2
        let top = max(0, (screen.rows - height) / 2)
        painter.frame.fill(column: left, row: top, width: width, height: height, background: panelGround)
        // Taller than the screen, the panel keeps its foot (how to close it) on its last row: in
        // a small pane, the help's last lines gave way and with them the way back to the sky.
        let room = max(0, height - 2)
        let shown = content.count <= room ? content : Array(content.prefix(max(0, room - 1))) + [footCells]
        painter.frame.place(shown.prefix(room).map { Array($0.prefix(max(0, width - 4))) }, column: left + 2, row: top + 1)
    }
}
