/// Comma-separated values as RFC 4180 describes them: reading other apps' exports and writing
/// atrest's own.
///
/// Read leniently, as spreadsheets write it: CRLF or LF, a byte-order mark, blank lines
/// skipped, quoted fields with `""` for a quote and line breaks inside.
package enum CSVTable {
    /// One record, with the line it began on (1 for the header) for messages.
    package struct Row {
        package var line: Int
        package var fields: [String]

        /// `row 4 (line 5)` reads oddly; people count lines in an editor, so it is the line.
        var place: String { "line \(line)" }

        func field(_ index: Int) -> String {
            index < fields.count ? fields[index].trimmingWhitespace() : ""
        }
    }

    /// The records of `text`, fields parted by `separator` (`;` in spreadsheets saved where
    /// a comma is the decimal mark); nil when a quoted field never closes.
    package static func rows(_ text: String, separator: UInt8 = UInt8(ascii: ",")) -> [Row]? {
        var rows: [Row] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var line = 1
        var rowLine = 1
        var quoted = false
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var index = 0
        func endRow() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll()
            if !(fields.count == 1 && fields[0].isEmpty) { rows.append(Row(line: rowLine, fields: fields)) }
            fields.removeAll()
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if quoted {
                if byte == UInt8(ascii: "\"") {
                    if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                        field.append(byte)
                        index += 1
                    } else {
                        quoted = false
                    }
                } else {
                    if byte == 0x0A { line += 1 }
                    field.append(byte)
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): quoted = true
            case separator:
                fields.append(String(decoding: field, as: UTF8.self))
                field.removeAll()
            case 0x0D where index < bytes.count && bytes[index] == 0x0A:
                continue
            case 0x0A, 0x0D:
                endRow()
                line += 1
                rowLine = line
            default: field.append(byte)
            }
        }
        guard !quoted else { return nil }
        if !field.isEmpty || !fields.isEmpty { endRow() }
        return rows
    }

    /// A field as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break;
    /// and kept text for a spreadsheet (see `inert`).
    package static func field(_ text: String) -> String {
        let text = inert(text)
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacing("\"", with: "\"\"") + "\""
    }

    /// Characters that make a spreadsheet read a cell beginning with them as a formula.
    static let formulaLeads: Set<Character> = ["=", "+", "-", "@", "\t", "\r"]

    /// `text` with a `'` before it when it begins like a formula: Excel, LibreOffice and
    /// Google Sheets then show it as the text it is and never evaluate it (OWASP's advice on
    /// CSV injection). A note is free text, and a file opened by a double-click should not run it.
    ///
    /// Text that already begins with `'`s before such a character gets one more, so that
    /// `restored` gives every note back exactly: it takes one `'` from exactly these.
    package static func inert(_ text: String) -> String {
        guard guarded(text) else { return text }
        return "'" + text
    }

    /// A field `inert` wrote, as it was before: one `'` fewer where `inert` added one.
    package static func restored(_ field: String) -> String {
        guard field.first == "'", guarded(String(field.dropFirst())) else { return field }
        return String(field.dropFirst())
    }

    /// Whether `text`, past any `'`s it begins with, begins like a formula.
    private static func guarded(_ text: String) -> Bool {
        guard let first = text.first(where: { $0 != "'" }) else { return false }
        return formulaLeads.contains(first)
    }

    /// True when the header row names exactly `columns` (case and spaces aside), in order.
    static func header(_ row: Row, is columns: [String]) -> Bool {
        let names = row.fields.map { $0.trimmingWhitespace().lowercased() }
        // One more column than asked is fine (Zero's Night Eating), fewer is not.
        guard names.count >= columns.count else { return false }
        return Array(names.prefix(columns.count)) == columns.map { $0.lowercased() }
    }
}
