import ScrollCore
import FoundationEssentials

/// The one list of the scenes the app can show: each one's name, its line in the menu, and how it
/// is built from the command line's options. The menu, `--compare`'s right half following the left
/// and the first scene of a run all ask it; it is the one place outside each scene's own file that
/// names a scene's type.
struct SceneCatalogue {
    /// One scene the menu lists.
    struct Entry: Sendable {
        let name: SceneName
        /// The menu's line for it.
        let item: MenuScene.Item
        /// The scene, configured from the options; `clipboard` is what its text fields cut and paste through.
        let make: @Sendable (ListDemoOptions, Clipboard) -> Scene
    }

    /// What a name stands for: the menu, or a scene the menu lists.
    enum Kind {
        case menu
        case listed(Entry)
    }

    /// Every scene the menu lists, in `SceneName`'s order.
    static let entries: [Entry] = SceneName.allCases.compactMap {
        if case .listed(let entry) = kind(of: $0) { entry } else { nil }
    }

    /// What `name` stands for: a switch over every name, so a name added without its scene does not compile, and
    /// every name is a scene (none falls back to the menu).
    static func kind(of name: SceneName) -> Kind {
        switch name {
        case .menu: .menu
        case .options: .listed(Entry(name: .options, item: .init(title: "Options", subtitle: "Pick one of twenty options; it opens at your choice")) { options, _ in
            OptionsScene(value: min(options.value, OptionsScene.optionCount - 1))
        })
        case .snap: .listed(Entry(name: .snap, item: .init(title: "Snap", subtitle: "Rows of switches that always stop whole")) { options, _ in
            SnapScene(rows: options.rows, variable: options.variable, seed: options.seed, timing: options.snap)
        })
        case .live: .listed(Entry(name: .live, item: .init(title: "Live", subtitle: "Locations arriving live, new rows sliding in")) { options, _ in
            LiveScene(seed: options.seed, insertAt: options.insertAt, autoInterval: options.auto)
        })
        case .form: .listed(Entry(name: .form, item: .init(title: "Form", subtitle: "Type your classmates' names and save them")) { options, clipboard in
            let file = options.formFile()
            // The data folder is made when the form opens with no --save-to, and only then.
            if options.saveTo == nil { DataHome.make(environment: ProcessInfo.processInfo.environment) }
            return FormScene(saveTo: file, clipboard: clipboard, otherFiles: options.fileRoles().filter {
                $0.path != file && $0.path != file + ".draft"
            })
        })
        case .feed: .listed(Entry(name: .feed, item: .init(title: "Feed", subtitle: "Posts and comments under headers that stay on top")) { options, _ in
            FeedScene(sections: options.sections, seed: options.seed, timing: options.snap)
        })
        }
    }

    let options: ListDemoOptions
    let clipboard: Clipboard
    /// The scenes that keep edits in a file (`DocumentScene`: the form), once built: each stays open for the run, as a
    /// document stays open in its editor, so going back and opening it again shows the same one — its edits (those no
    /// file holds included) and its lock on the file.
    let open = OpenDocuments()

    /// The documents built so far, in the order they were first opened.
    final class OpenDocuments {
        fileprivate(set) var scenes: [(name: SceneName, document: any DocumentScene)] = []
    }

    init(options: ListDemoOptions, clipboard: Clipboard) {
        self.options = options
        self.clipboard = clipboard
    }

    /// The scene called `name`, configured from the options (a document already open, if it is).
    func make(_ name: SceneName) -> Scene {
        switch Self.kind(of: name) {
        case .menu: menu()
        case .listed(let entry): build(entry)
        }
    }

    /// The menu of every scene in the catalogue.
    func menu() -> MenuScene {
        MenuScene(items: Self.entries.map(\.item)) { [self] index in build(Self.entries[index]) }
    }

    private func build(_ entry: Entry) -> Scene {
        if let open = open.scenes.first(where: { $0.name == entry.name }) { return open.document }
        let scene = entry.make(options, clipboard)
        if let document = scene.document { open.scenes.append((entry.name, document)) }
        return scene
    }

    /// Why edits made in the run are on no disk, from the first open document that has some; nil when every edit is
    /// in a file.
    var unwrittenEdits: String? { open.scenes.lazy.compactMap(\.document.unwrittenEdits).first }

    /// Saves every open document holding unwritten edits (the quit dialog's Save).
    func saveUnwrittenEdits(at time: Double) {
        for (_, document) in open.scenes where document.unwrittenEdits != nil { document.save(at: time) }
    }
}
