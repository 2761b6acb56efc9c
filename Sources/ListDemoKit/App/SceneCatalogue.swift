import ScrollCore
import FoundationEssentials

/// The one list of the scenes the app can show: each one's name, its line in the menu, and how it
/// is built from the command line's options. The menu, `--compare`'s right half following the left
/// and the first scene of a run all ask it.
struct SceneCatalogue {
    /// One scene of the app.
    struct Entry: Sendable {
        let name: SceneName
        /// The menu's line for it.
        let item: MenuScene.Item
        /// The scene, configured from the options; `clipboard` is what its text fields cut and paste through.
        let make: @Sendable (ListDemoOptions, Clipboard) -> Scene
    }

    /// Every scene the menu lists, in `SceneName`'s order.
    static let entries: [Entry] = SceneName.allCases.compactMap(entry)

    /// The scene called `name`: a switch over every name, so a name added without its scene does not compile (the
    /// menu is the one name with no entry: it is the list of the others).
    static func entry(_ name: SceneName) -> Entry? {
        switch name {
        case .menu: nil
        case .options: Entry(name: .options, item: .init(title: "Options", subtitle: "Pick one of twenty options; it opens at your choice")) { options, _ in
            OptionsScene(value: min(options.value, OptionsScene.optionCount - 1))
        }
        case .snap: Entry(name: .snap, item: .init(title: "Snap", subtitle: "Rows of switches that always stop whole")) { options, _ in
            SnapScene(rows: options.rows, variable: options.variable, seed: options.seed, timing: options.snap)
        }
        case .live: Entry(name: .live, item: .init(title: "Live", subtitle: "Locations arriving live, new rows sliding in")) { options, _ in
            LiveScene(seed: options.seed, insertAt: options.insertAt, autoInterval: options.auto)
        }
        case .form: Entry(name: .form, item: .init(title: "Form", subtitle: "Type your classmates' names and save them")) { options, clipboard in
            let file = options.formFile()
            // The data folder is made when the form opens with no --save-to, and only then.
            if options.saveTo == nil { DataHome.make(environment: ProcessInfo.processInfo.environment) }
            return FormScene(saveTo: file, clipboard: clipboard, otherFiles: options.fileRoles().filter {
                $0.path != file && $0.path != file + ".draft"
            })
        }
        case .feed: Entry(name: .feed, item: .init(title: "Feed", subtitle: "Posts and comments under headers that stay on top")) { options, _ in
            FeedScene(sections: options.sections, seed: options.seed, timing: options.snap)
        }
        }
    }

    let options: ListDemoOptions
    let clipboard: Clipboard
    /// The form, once built: it stays open for the run, as a document stays open in its editor, so going back and
    /// opening it again shows the same one — its edits (those no file holds included) and its lock on the file.
    let openForm = OpenForm()

    /// Where the run's one form is kept once built.
    final class OpenForm {
        fileprivate(set) var scene: FormScene?
    }

    init(options: ListDemoOptions, clipboard: Clipboard) {
        self.options = options
        self.clipboard = clipboard
    }

    /// The scene called `name`, configured from the options (the form already open, if it is); nil for the menu,
    /// which `menu()` builds.
    func make(_ name: SceneName) -> Scene? {
        Self.entry(name).map(build)
    }

    /// The menu of every scene in the catalogue.
    func menu() -> MenuScene {
        MenuScene(items: Self.entries.map(\.item)) { [self] index in build(Self.entries[index]) }
    }

    private func build(_ entry: Entry) -> Scene {
        if entry.name == .form, let form = openForm.scene { return form }
        let scene = entry.make(options, clipboard)
        if let form = scene as? FormScene { openForm.scene = form }
        return scene
    }
}
