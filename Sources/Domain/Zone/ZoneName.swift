/// What may name a zone in a record, a document or another computer's file: a name as the tz
/// database spells its names (`America/New_York`, `Etc/GMT+5`, atrest's `GMT+0530`), or a POSIX
/// rule (`CET-1CEST,M3.5.0,M10.5.0/3`). A name is only ever looked up in the database, never
/// opened as a path: so no leading `/`, no `.` or `..` part, no space, no control character.
/// `TZ='America/New York'` or `TZ=Europe/Zürich` names nothing and is never written.
package enum ZoneName {
    package static func isValid(_ name: String) -> Bool {
        isDatabaseName(name) || (isRuleText(name) && PosixZoneRule(name) != nil)
    }

    /// Parts of 1–64 characters (the tz database keeps to 14) of ASCII letters, digits and
    /// `.`, `-`, `_`, `+`, joined by single slashes; no part is `.` or `..` or begins with `-`.
    package static func isDatabaseName(_ name: String) -> Bool {
        // Byte by byte without a copy: every record read checks its zone's name.
        var name = name
        return name.withUTF8 { bytes in
            guard !bytes.isEmpty, bytes.count <= 255 else { return false }
            var partStart = 0
            for index in 0...bytes.count {
                guard index < bytes.count, bytes[index] != UInt8(ascii: "/") else {
                    let length = index - partStart
                    guard (1...64).contains(length), bytes[partStart] != UInt8(ascii: "-") else { return false }
                    let dots = bytes[partStart] == 0x2E && (length == 1 || (length == 2 && bytes[partStart + 1] == 0x2E))
                    guard !dots else { return false }
                    partStart = index + 1
                    continue
                }
                let byte = bytes[index]
                let allowed = (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                    || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "+")
                guard allowed else { return false }
            }
            return true
        }
    }

    /// The characters a POSIX rule is written with (`<+0530>-5:30`, `EST5EDT,M3.2.0,M11.1.0/2`),
    /// without a leading `/` or any `..`: checked before the rule is parsed.
    static func isRuleText(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard !bytes.isEmpty, bytes.count <= 255, bytes.first != UInt8(ascii: "/") else { return false }
        for index in bytes.indices.dropFirst() where bytes[index] == 0x2E && bytes[index - 1] == 0x2E { return false }
        return bytes.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || [UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: "/"),
                    UInt8(ascii: ":"), UInt8(ascii: "<"), UInt8(ascii: ">")].contains(byte)
        }
    }
}
