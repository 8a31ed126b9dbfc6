import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The running fast's file read straight from its bytes, beside the license check it keeps.

extension ActiveDocument {
    package static func readFast(_ data: Data) -> ActiveDocument? {
        JSONCursor.readDocument(data, startingFrom: ActiveDocument()) { document, cursor, key in
            if key == "fast" { document.fast = ActiveRecord.read(&cursor); return document.fast != nil }
            return nil
        }
    }

    package func writeJSON() throws -> Data? {
        var writer = DocumentWriter()
        if let fast {
            try writer.object("fast") { object in
                object.member("id", string: fast.id.uppercaseText)
                if let license = fast.license {
                    try object.object("license") { object in
                        if let expires = license.expires { object.member("expires", string: expires) }
                        object.member("holder", string: license.holder)
                        object.member("issued", string: license.issued)
                        object.member("key", string: license.key)
                        object.member("kind", string: license.kind)
                        object.member("signature", string: license.signature)
                    }
                }
                object.member("recordedCount", int: fast.recordedCount)
                object.member("start", string: fast.start)
                try object.member("targetHours", number: fast.targetHours)
                object.member("timeZone", string: fast.timeZone)
            }
        }
        writer.member("version", int: version)
        return try writer.finish()
    }
}

extension ActiveRecord {
    static func read(_ cursor: inout JSONCursor) -> ActiveRecord? {
        var id: UUID?, start: String?, targetHours: Double?, timeZone: String?, recordedCount: Int?
        var license: LicenseRecord?
        let whole = cursor.object { cursor, key in
            if key == "id" { id = cursor.uuid(); return id != nil }
            if key == "start" { start = cursor.string(); return start != nil }
            if key == "targetHours" { targetHours = cursor.double(); return targetHours != nil }
            if key == "timeZone" { timeZone = cursor.string(); return timeZone != nil }
            if key == "recordedCount" { recordedCount = cursor.int(); return recordedCount != nil }
            if key == "license" {
                if cursor.null() { license = nil; return true }
                license = LicenseRecord.read(&cursor)
                return license != nil
            }
            return cursor.skipValue()
        }
        guard whole, let id, let start, let targetHours, let timeZone, let recordedCount else { return nil }
        return ActiveRecord(
            id: id, start: start, targetHours: targetHours, timeZone: timeZone, recordedCount: recordedCount, license: license
        )
    }
}

extension LicenseRecord {
    static func read(_ cursor: inout JSONCursor) -> LicenseRecord? {
        var signature: String?, key: String?, kind: String?, expires: String?, holder: String?, issued: String?
        let whole = cursor.object { cursor, name in
            if name == "signature" { signature = cursor.string(); return signature != nil }
            if name == "key" { key = cursor.string(); return key != nil }
            if name == "kind" { kind = cursor.string(); return kind != nil }
            if name == "expires" {
                if cursor.null() { expires = nil; return true }
                expires = cursor.string()
                return expires != nil
            }
            // A name may be any text: read here too, so "Zoë" does not send status to JSONDecoder.
            if name == "holder" { holder = cursor.text(); return holder != nil }
            if name == "issued" { issued = cursor.string(); return issued != nil }
            return cursor.skipValue()
        }
        guard whole, let signature, let key, let kind, let holder, let issued else { return nil }
        return LicenseRecord(signature: signature, key: key, kind: kind, expires: expires, holder: holder, issued: issued)
    }
}
