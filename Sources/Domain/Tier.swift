/// How much of atrest a person has: the full experience in the trial and with premium,
/// the essentials (timer, phases, water, settings, data) on the free tier.
package enum Tier: String, Sendable, Equatable, Codable {
    case trial
    case free
    case premium

    /// The tree, the forest and the full history are part of this tier.
    package var hasFullExperience: Bool { self != .free }
}
