import ScrollCore

/// The stack of scenes and the slide between them, as UINavigationController keeps them: which
/// scene is on top (the one input goes to), and the push or pop sliding since the last change.
///
/// The list on top holds the physics in force (`ScrollPhysics`, which F2 and `--physics` choose):
/// a scene coming on top takes its list's physics from the one it replaces, so the physics has one
/// owner and the lists below never need to hear of a change.
struct Navigator {
    private(set) var stack: [Scene] = []
    /// The last push or pop's slide, until a frame after it ended.
    private(set) var transition: NavigationTransition?

    /// The scene on top; there is always one once the app has started.
    var top: Scene { stack[stack.count - 1] }
    var canGoBack: Bool { stack.count > 1 }

    /// Puts `scene` on top at `time`, its list moving with `physics` (the first scene's) or with the
    /// physics of the scene it covers; `animated`, it slides in over that one. Returns the slide.
    @discardableResult
    mutating func push(_ scene: Scene, physics: ScrollPhysics? = nil, at time: Double, animated: Bool,
                       style: NavigationTransition.Style = .slide) -> NavigationTransition? {
        var slide: NavigationTransition?
        if let below = stack.last {
            scene.list.physics = physics ?? below.list.physics
            if animated { slide = NavigationTransition(kind: .push, below: below, above: scene, start: time, style: style) }
        } else if let physics {
            scene.list.physics = physics
        }
        transition = slide ?? transition
        stack.append(scene)
        scene.willAppear(at: time)
        return slide
    }

    /// Takes the scene on top off at `time`; the one below slides back and takes its list's physics.
    /// Returns the slide, nil when there is nothing to go back to.
    @discardableResult
    mutating func pop(at time: Double, style: NavigationTransition.Style = .slide) -> NavigationTransition? {
        guard canGoBack else { return nil }
        let above = stack.removeLast()
        top.list.physics = above.list.physics
        transition = NavigationTransition(kind: .pop, below: top, above: above, start: time, style: style)
        return transition
    }

    /// Whether a push or pop is still sliding at `time` (the app then ignores presses, as UIKit does).
    func isSliding(at time: Double) -> Bool { transition?.isRunning(at: time) == true }

    /// A frame at `time` begins: a slide that has ended is forgotten.
    mutating func frameBegins(at time: Double) {
        if transition?.isRunning(at: time) == false { transition = nil }
    }
}
