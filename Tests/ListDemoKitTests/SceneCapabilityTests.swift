import Foundation
import ScrollCore
import Testing
@testable import ListDemoKit

/// What a scene can do beyond being a list is a protocol of its own, reached without casts: `textEditing` and
/// `document` answer for the scenes that conform (and only those), and every name the command line and the menu know
/// builds its own scene.
@Suite struct SceneCapabilityTests {
    private static func catalogue(in folder: URL) -> SceneCatalogue {
        var options = ListDemoOptions()
        options.saveTo = folder.appendingPathComponent("classmates.json").path
        return SceneCatalogue(options: options, clipboard: AppClipboard())
    }

    /// Every `SceneName` builds the scene of that name: none falls back to the menu.
    @Test(arguments: SceneName.allCases)
    func everyNameBuildsItsOwnScene(_ name: SceneName) throws {
        let folder = try PlatformTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Self.catalogue(in: folder).make(name).name == name)
    }

    /// Only the form has text fields and edits kept in a file; its accessors are the form itself, filled by conforming
    /// alone (`TextEditingScene`'s and `DocumentScene`'s defaults). The form stays open: built again, it is the same one.
    @Test func onlyTheFormEditsTextAndKeepsADocument() throws {
        let folder = try PlatformTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalogue = Self.catalogue(in: folder)
        for name in SceneName.allCases {
            let scene = catalogue.make(name)
            #expect((scene.textEditing != nil) == (name == .form), "\(name)")
            #expect((scene.document != nil) == (name == .form), "\(name)")
            if let fields = scene.textEditing { #expect(fields === scene) }
            if let document = scene.document { #expect(document === scene) }
        }
        #expect(catalogue.make(.form) === catalogue.make(.form))
        #expect(catalogue.open.scenes.map(\.name) == [.form])
    }

    /// A field edited through the capability is the open form's: the form built again reads it; a row with no field
    /// reads nil.
    @Test func aFieldEditedThroughItsCapabilityIsTheOpenForms() throws {
        let folder = try PlatformTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalogue = Self.catalogue(in: folder)
        #expect(catalogue.unwrittenEdits == nil, "no document is open")
        let form = try #require(catalogue.make(.form).textEditing)
        form.edit(fieldAt: ListIndexPath(row: 0, section: 0), selecting: 0..<0, typing: "Ada", at: 0)
        #expect(catalogue.make(.form).textEditing?.fieldText(at: ListIndexPath(row: 0, section: 0)) == "Ada")
        #expect(form.fieldText(at: ListIndexPath(row: 0, section: 1)) == nil, "the form has one section")
        #expect(form.fieldText(at: ListIndexPath(row: FormScene.fieldCount, section: 0)) == nil)
    }
}
