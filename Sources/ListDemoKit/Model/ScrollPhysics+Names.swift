import ScrollCore

extension ScrollPhysics {
    /// The presets' names in F2's cycle order, as help text and error messages list them: "uikit, android, …".
    static var presetNames: String {
        presets.map(\.name).joined(separator: ", ")
    }
}
