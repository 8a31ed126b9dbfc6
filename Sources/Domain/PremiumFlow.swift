#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The activation and restore flow as an explicit state machine, so nothing is ever left
/// half-done: every attempt ends in `active`, or in `failed` with the state it began from,
/// and a refused license never changes the tier.
package enum PremiumFlow {
    package enum State: Equatable, Sendable {
        /// Reading what is stored.
        case loading
        /// Settled without premium, on `tier` (trial or free).
        case ready(Tier)
        /// Checking a license the person just gave.
        case activating(from: Settled)
        /// Checking the license already stored.
        case restoring(from: Settled)
        /// Settled with premium.
        case active(LicenseTerms)
        /// The attempt was refused; `from` is where things stand, unchanged.
        case failed(Failure, from: Settled)
    }

    /// A state in which nothing is in progress.
    package enum Settled: Equatable, Sendable {
        case ready(Tier)
        case active(LicenseTerms)

        var state: State {
            switch self {
            case .ready(let tier): .ready(tier)
            case .active(let terms): .active(terms)
            }
        }
    }

    package enum Failure: Equatable, Sendable {
        /// `restore` found no license stored.
        case nothingStored
        /// The license did not verify; the words say why.
        case refused(String)
    }

    package enum Event: Equatable, Sendable {
        case loaded(license: LicenseTerms?, tier: Tier)
        case activate
        case restore
        case verified(LicenseTerms)
        case refused(Failure)
        /// The person has read the failure; back to where things stood.
        case acknowledge
    }

    /// The state after `event`; an event that does not fit the state leaves it as it is.
    package static func next(_ state: State, _ event: Event) -> State {
        switch (state, event) {
        case (.loading, .loaded(let license?, _)):
            return .active(license)
        case (.loading, .loaded(nil, let tier)):
            return .ready(tier)
        case (.ready(let tier), .activate):
            return .activating(from: .ready(tier))
        case (.active(let terms), .activate):
            return .activating(from: .active(terms))
        case (.ready(let tier), .restore):
            return .restoring(from: .ready(tier))
        case (.active(let terms), .restore):
            return .restoring(from: .active(terms))
        case (.activating, .verified(let terms)), (.restoring, .verified(let terms)):
            return .active(terms)
        case (.activating(let from), .refused(let failure)), (.restoring(let from), .refused(let failure)):
            return .failed(failure, from: from)
        case (.failed(_, let from), .acknowledge):
            return from.state
        default:
            return state
        }
    }

    /// Whether `state` is one in which nothing is left in progress.
    package static func isSettled(_ state: State) -> Bool {
        switch state {
        case .ready, .active, .failed: true
        case .loading, .activating, .restoring: false
        }
    }
}
