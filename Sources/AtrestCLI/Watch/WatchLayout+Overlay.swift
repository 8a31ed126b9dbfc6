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
            panel((fits ?? forms[forms.count - 1]).map(plain), feet: WatchKeymaps.panelFeet, into: &painter)
        case .water(let selected)?:
            panel(waterLines(selected: selected), feet: WatchKeymaps.waterFeet, into: &painter)
        case .calendar(let day, let month, let detail)?:
            let narrow = WatchCalendar.isNarrow(columns: screen.columns)
            var grid = Self.marking(day.day, in: month.map(styled), narrow: narrow)
            // A pane too short for the month keeps the chosen day's week in it: the weeks above
            // it give way under the title and weekdays (at 24 × 8 the last weeks were cut, and
            // walking to the 29th lost the day from sight).
            let shown = max(0, screen.rows - 3) // the panel's rows, less its edges and its foot
            if grid.count + 1 + detail.count + 2 > screen.rows - 2,
               let chosen = grid.firstIndex(where: { $0.contains { $0.background == Palette.accent } }), chosen >= shown, chosen - shown + 1 <= grid.count - 2 {
                grid.removeSubrange(2..<min(grid.count, 2 + chosen - shown + 1))
            }
            let lines = grid + [[]] + detail.map(styled)
            panel(lines, feet: WatchKeymaps.calendarFeet, measure: WatchCalendar.measure(columns: screen.columns), into: &painter)
        case .forest(let forest, let top)?:
            // The walk's window is its own picture, drawn for this screen: it takes the whole
            // of it, over a clear sky.
            for row in 0..<screen.rows {
                painter.frame.fill(column: 0, row: row, width: screen.columns, height: 1, background: painter.scene.sky(row: row))
            }
            forestCells(forest, top: top, styled: styled, painter: &painter)
            painter.centred(WatchKeymaps.forestFoot(width: screen.columns), row: keysRow, colour: Palette.muted, fade: 0.45)
        case .moment(let lines)?:
            panel(lines.map(styled), feet: WatchKeymaps.panelFeet, into: &painter)
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
    /// their numbers in the second and third (as `calendar` lays them out), or three apart,
    /// their numbers in the first two, where `narrow`; below two lines of title and weekdays.
    static func marking(_ day: Int, in grid: [[TerminalCell]], narrow: Bool = false) -> [[TerminalCell]] {
        let number = Array(day < 10 ? " \(day)" : "\(day)")
        var grid = grid
        for row in grid.indices.dropFirst(2) {
            let cells = grid[row]
            for start in stride(from: narrow ? 0 : 1, to: cells.count - 1, by: narrow ? 3 : 4)
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

    /// A panel's margin inside its box, each side: two columns, or one where that keeps
    /// `wanted` columns of lines whole (at 24 columns the narrow calendar's weeks, 21 wide,
    /// folded in a panel 20 wide inside).
    static func panelMargin(wanted: Int, columns: Int) -> Int {
        wanted > columns - 4 && wanted <= columns - 2 ? 1 : 2
    }

    /// The width inside a panel that wants `measure` columns on a screen `columns` wide.
    static func panelInside(measure: Int, columns: Int) -> Int {
        max(1, min(measure, columns - 2 * panelMargin(wanted: measure, columns: columns)))
    }

    /// A box of `lines` in the middle of the screen, as wide as its longest line, or as
    /// `measure` (less where the screen is narrower) when that is given, with the fullest of
    /// `feet` that fits inside it below them, dimmer.
    private func panel(_ lines: [[TerminalCell]], feet: [String], measure: Int? = nil, into painter: inout Painter) {
        let wanted = measure ?? (lines.map(\.count).max() ?? 0)
        let margin = Self.panelMargin(wanted: wanted, columns: screen.columns)
        let inside = Self.panelInside(measure: measure ?? screen.columns - 2 * margin, columns: screen.columns)
        let foot = feet.first { $0.count <= inside } ?? feet[feet.count - 1]
        let footCells = plain(foot).map { cell in
            var cell = cell
            cell.foreground = Palette.muted.mixed(with: panelGround, 0.3)
            return cell
        }
        let content = lines.flatMap { PanelFolding.fold($0, width: inside) } + [[], footCells]
        let width = min(screen.columns, (measure ?? (content.map(\.count).max() ?? 0)) + 2 * margin)
        let height = min(screen.rows, content.count + 2)
        let left = (screen.columns - width) / 2
        let top = max(0, (screen.rows - height) / 2)
        painter.frame.fill(column: left, row: top, width: width, height: height, background: panelGround)
        // Taller than the screen, the panel keeps its foot (how to close it) on its last row: in
        // a small pane, the help's last lines gave way and with them the way back to the sky.
        let room = max(0, height - 2)
        let shown = content.count <= room ? content : Array(content.prefix(max(0, room - 1))) + [footCells]
        painter.frame.place(shown.prefix(room).map { Array($0.prefix(max(0, width - 2 * margin))) }, column: left + margin, row: top + 1)
    }
}
