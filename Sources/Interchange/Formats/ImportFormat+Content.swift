#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ImportFormat {
    /// A file's text and what kind of file it is, found from its content: the encoding from
    /// its byte-order mark (UTF-8, or UTF-16 as Windows tools and PowerShell's `>` write), then
    /// JSON by its first character, iCalendar by its first line, CSV by a header atrest reads
    /// parted by commas, semicolons (spreadsheets saved where a comma is the decimal mark) or tabs.
    struct Content {
        enum Kind: Equatable {
            case json, calendar, other
            /// A header atrest knows, and the character between its fields.
            case table(UInt8)
        }

        /// The text as `decoded` makes it; JSON in plain UTF-8 is kept as its bytes (`plainJSON`).
        var text: String { plain.map { String(decoding: $0, as: UTF8.self) } ?? decodedText }
        private let decodedText: String
        private let plain: Data?
        let kind: Kind
        /// The header of a table atrest does not know, for the message that says so.
        let unknownHeader: String?

        var utf8: Data { plain ?? Data(decodedText.utf8) }

        /// For a header atrest does not know: semicolons when it has them and no commas.
        var guessedSeparator: UInt8 {
            guard let unknownHeader, unknownHeader.contains(";"), !unknownHeader.contains(",") else { return UInt8(ascii: ",") }
            return UInt8(ascii: ";")
        }

        init(_ raw: Data) throws(ImportProblem) {
            if let plain = Self.plainJSON(raw) {
                (self.plain, decodedText, kind, unknownHeader) = (plain, "", .json, nil)
                return
            }
            plain = nil
            let bytes = [UInt8](raw)
            if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
                throw ImportProblem("", "it is a spreadsheet workbook (such as .xlsx or .ods), not a file atrest reads",
                                    hint: "save it from the spreadsheet as CSV (comma- or semicolon-separated) and import that")
            }
            let text = Self.decoded(bytes)
            decodedText = text
            let start = text.drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{FEFF}" })
            let firstLine = start.prefix(while: { $0 != "\n" && $0 != "\r" && $0 != "\r\n" })
            if start.first == "{" || start.first == "[" {
                (kind, unknownHeader) = (.json, nil)
            } else if firstLine.uppercased().hasPrefix("BEGIN:VCALENDAR") {
                (kind, unknownHeader) = (.calendar, nil)
            } else if let separator = Self.separator(of: String(firstLine)) {
                (kind, unknownHeader) = (.table(separator), nil)
            } else if firstLine.contains(where: { $0 == "," || $0 == ";" || $0 == "\t" }) {
                (kind, unknownHeader) = (.other, String(firstLine.prefix(80)))
            } else {
                (kind, unknownHeader) = (.other, nil)
            }
        }

        /// The format a text file's content names, before it is read (for `--tag`'s check).
        var textFormat: ImportFormat? {
            switch kind {
            case .calendar: .ics
            case .table(let separator): CSVTable.rows(String(text.prefix(300)), separator: separator)?.first.flatMap(ImportFormat.csvFormat)
            case .json, .other: nil
            }
        }

        /// The problem when `format` was asked for and the content is something else.
        func mismatch(_ format: ImportFormat?) -> ImportProblem {
            let what = switch kind {
            case .json: "JSON"
            case .calendar: "an iCalendar file"
            case .table: "CSV"
            case .other: unknownHeader != nil ? "CSV" : "neither JSON, CSV nor iCalendar"
            }
            let expected = switch format {
            case .fasttrack, .zero, .csv: "\(format?.name ?? "it") is CSV"
            case .ics: "\(format?.name ?? "it") is an iCalendar file"
            default: "\(format?.name ?? "it") is JSON"
            }
            return ImportProblem("", "it is \(what), and \(expected)", hint: "check the file, or leave out --from")
        }

        /// The problem when nothing atrest reads fits: said as what the file is.
        func notRead(_ jsonProblem: String) -> ImportProblem {
            if let unknownHeader {
                return ImportProblem(
                    "", "it is CSV with the header \(ImportProblem.quoted(unknownHeader)), which is none atrest reads",
                    hint: "atrest reads the CSV of FastTrack, FastTrack48, Zero and atrest export --format csv; atrest help import says more"
                )
            }
            if kind == .json { return ImportProblem("", "it is \(jsonProblem)", hint: "atrest help import names the formats it reads") }
            return ImportProblem("", "it is neither JSON, CSV nor iCalendar, which are what atrest reads", hint: "atrest help import names the formats it reads")
        }

        /// UTF-16 by its byte-order mark (or, without one, by the zero bytes of ASCII text in
        /// it); otherwise UTF-8, its own mark dropped.
        static func decoded(_ bytes: [UInt8]) -> String {
            var littleEndian: Bool?
            var body = bytes[...]
            if bytes.starts(with: [0xFF, 0xFE]) {
                littleEndian = true
                body = bytes.dropFirst(2)
            } else if bytes.starts(with: [0xFE, 0xFF]) {
                littleEndian = false
                body = bytes.dropFirst(2)
            } else if bytes.count >= 4, bytes.count % 2 == 0, bytes[0] != 0, bytes[1] == 0, bytes[3] == 0 {
                littleEndian = true
            } else if bytes.count >= 4, bytes.count % 2 == 0, bytes[0] == 0, bytes[1] != 0, bytes[2] == 0 {
                littleEndian = false
            }
            guard let littleEndian else {
                if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { body = bytes.dropFirst(3) }
                return String(decoding: body, as: UTF8.self)
            }
            var units: [UInt16] = []
            units.reserveCapacity(body.count / 2)
            var index = body.startIndex
            while index + 1 < body.endIndex {
                let (a, b) = (UInt16(body[index]), UInt16(body[index + 1]))
                units.append(littleEndian ? a | b << 8 : a << 8 | b)
                index += 2
            }
            return String(decoding: units, as: UTF16.self)
        }

        /// The character between the fields of a header atrest reads, or nil.
        static func separator(of line: String) -> UInt8? {
            for separator in [UInt8(ascii: ","), UInt8(ascii: ";"), 0x09] {
                if let header = CSVTable.rows(line, separator: separator)?.first, ImportFormat.csvFormat(header) != nil {
                    return separator
                }
            }
            return nil
        }
    }
}
