import Domain
import Foundation
import Testing

extension TestApp {
    /// Fourteen fasts that ended 39 to 26 days ago: past the trial, so the latest ten fasting
    /// days are shown and the four before them are not.
    static func freeHome() -> TestApp {
        let app = TestApp()
        for day in 0..<14 {
            let start = app.now.addingTimeInterval(TimeInterval(-(40 - day) * 86_400))
            app.run("add", "--start", Timestamp.formatUTC(start), "--end", Timestamp.formatUTC(start + 15 * 3600))
        }
        return app
    }
}
