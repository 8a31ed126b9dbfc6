import Domain

/// The zone atrest reads the present in, and what chose it, so that `doctor` and
/// `status --json` can say which zone is in use and why.
package struct ZoneChoice: Sendable, Equatable {
    package var zone: Zone
    package var origin: Origin

    package init(zone: Zone, origin: Origin) {
        self.zone = zone
        self.origin = origin
    }

    /// What named the zone. `TZ` values are kept as written; paths are the files read.
    package enum Origin: Sendable, Equatable {
        /// `TZ` names a zone in the database (`Europe/Paris`, `:Asia/Tokyo`).
        case tzZone(String)
        /// `TZ` is a POSIX rule (`EST5EDT,M3.2.0,M11.1.0`, `GMT+5`: hours west of UTC).
        case tzRule(String)
        /// `TZ` is set and empty, which means UTC.
        case tzEmpty
        /// `TZ` is neither, so UTC under the name given, as the C library does.
        case tzUnreadable(String)
        /// `/etc/localtime` links into the database.
        case systemLink(String)
        /// `/etc/localtime` is a copy of a zone, named in `/etc/timezone` when that agrees.
        case systemCopy(String, namedIn: String?)
        /// No readable `/etc/localtime`; `/etc/timezone` names the zone.
        case systemName(String, missing: String)
        /// Neither `TZ` nor the system names a zone: UTC.
        case nothing(String)
        /// Given by whoever built the context (tests).
        case given

        /// A word for scripts: `TZ`, `/etc/localtime`, `/etc/timezone`, or `default`.
        package var source: String {
            switch self {
            case .tzZone, .tzRule, .tzEmpty, .tzUnreadable: "TZ"
            case .systemLink(let path), .systemCopy(let path, _): path
            case .systemName(let path, _): path
            case .nothing, .given: "default"
            }
        }
    }
}
