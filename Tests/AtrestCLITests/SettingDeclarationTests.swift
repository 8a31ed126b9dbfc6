import AtrestCLI
import Domain
import Foundation
import Store
import Testing

/// Each setting is declared once (`SettingField`); these tests carry every declared setting,
/// away from its default, through each format that holds one — `settings.json`, export and
/// import, `sync`, `config` — so a new setting that one of them forgets fails here.
@Suite struct SettingDeclarationTests {
    /// Every declared setting away from its default, chosen by its kind, so a new setting of a
    /// kind already known is met here with nothing written for it.
    static var varied: Settings {
        var settings = Settings()
        for field in SettingField.all {
            switch field.kind {
            case .hours(let path): settings[keyPath: path] = settings[keyPath: path] == 18.5 ? 20 : 18.5
            case .unit(let path): settings[keyPath: path] = settings[keyPath: path] == .oz ? .ml : .oz
            case .milliliters(let path): settings[keyPath: path] = settings[keyPath: path] == 300 ? 400 : 300
            case .onOff(let path): settings[keyPath: path].toggle()
            }
        }
        return settings
    }

    @Test func theVariedSettingsHoldEverySettingAwayFromItsDefault() {
        for field in SettingField.all {
            #expect(field.text(Self.varied) != field.text(Settings()), "\(field.name) is at its default")
        }
    }

    @Test func everySettingHasItsOwnNames() {
        #expect(Set(SettingField.all.map(\.name)).count == SettingKey.allCases.count)
        #expect(Set(SettingField.all.map(\.member.description)).count == SettingKey.allCases.count)
        #expect(Set(Settings.fields.map(\.name)) == Set(SettingField.all.map(\.member.description)))
    }

    @Test func everySettingReadsBackFromItsText() {
        for field in SettingField.all {
            let read = Settings().setting(field.key, to: field.text(Self.varied))
            #expect(read.map(field.text) == field.text(Self.varied), "\(field.name)")
        }
        #expect(Settings().applying(Self.varied.texts) == Self.varied)
    }

    @Test func everySettingIsStored() throws {
        let app = TestApp()
        try app.store.saveSettings(Self.varied)
        #expect(try app.store.loadSettings() == Self.varied)
    }

    @Test func everySettingTravelsThroughExportAndImport() throws {
        let source = TestApp()
        try source.store.saveSettings(Self.varied)
        let export = source.run("export")
        #expect(export.code == 0, "\(export.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? [String: Any])
        let exported = Set((document["settings"] as? [String: Any])?.keys.map { $0 } ?? [])
        #expect(exported == Set(SettingField.all.map(\.member.description)))

        let target = TestApp()
        target.write(export.stdout, to: target.home + "/export.json")
        let imported = target.run("import", target.home + "/export.json")
        #expect(imported.code == 0, "\(imported.stderr)")
        #expect(try target.store.loadSettings() == Self.varied)
        for field in SettingField.all {
            #expect(imported.stdout.contains("\(field.name) \(field.shown(Settings())) → \(field.shown(Self.varied))"), "\(field.name): \(imported.stdout)")
        }
    }

    /// An import brings the settings into one home; `sync` carries each to the other.
    @Test func everySettingTravelsThroughSync() throws {
        let source = TestApp()
        try source.store.saveSettings(Self.varied)
        let export = source.run("export")
        let desk = SyncTests.Desk()
        desk.homes[0].write(export.stdout, to: desk.homes[0].home + "/export.json")
        #expect(desk.homes[0].run("import", desk.homes[0].home + "/export.json").code == 0)
        desk.settle()
        #expect(try desk.homes[1].store.loadSettings() == Self.varied)
    }

    /// `config NAME VALUE` sets each setting it shows, `config NAME` reads it back, and its list
    /// names it; a setting it does not show points to the command that sets it.
    @Test func configSetsAndReadsEverySettingItShows() throws {
        let listed = TestApp().run("config")
        for field in SettingField.all {
            let app = TestApp()
            switch ConfigPresence.of(field.key) {
            case .listed(let shown):
                let set = app.run("config", field.name, field.text(Self.varied))
                #expect(set.code == 0, "\(field.name): \(set.stderr)")
                #expect(field.text(try app.store.loadSettings()) == field.text(Self.varied), "\(field.name)")
                let read = app.run("config", field.name)
                #expect(read.stdout == shown.value(try app.store.loadSettings()) + "\n", "\(field.name)")
                #expect(listed.stdout.contains(field.name + " "), "config's list leaves out \(field.name)")
            case .ownCommand(let hint):
                let refused = app.run("config", field.name)
                #expect(refused.code == 2 && refused.stderr.contains(hint), "\(field.name): \(refused.stderr)")
                #expect(!listed.stdout.contains(field.name + " "), "\(field.name)")
            }
        }
    }
}
