/// F4 in a window: the last gesture — from the first frame that shows a list moving to the frame that shows it at rest
/// again — saved as an animated PNG beside the screenshots (`--screenshot`'s folder, else the current one), named
/// `listdemo-clip-N.png` with the first N no file there has; `--record` is not needed.
///
/// Every gesture is recorded as it goes, as `--record` records a window (`RunRecording`: a thread of its own, a frame
/// dropped and counted when it is behind, never all held in memory), into a temporary in that folder
/// (`.listdemo-clip.png.tmp-PID-N`, removed at launch once its process is gone). The last whole gesture waits there
/// until F4 names it or the next gesture ends and takes its place. A clip that cannot be recorded (a folder that
/// cannot be written, a full disk) is given up without ending the run; F4 then says why.
final class GestureClips {
    /// A clip saved by F4.
    struct Saved {
        let path: String
        let frames: Int
        let dropped: Int
    }

    /// The folder the clips go to.
    let folder: String
    /// The gesture being recorded.
    private var current: RunRecording?
    /// Whether the frame drawn last shows a list moving.
    private var moving = false
    /// The last whole gesture, ended and not yet saved.
    private var last: RunRecording?
    /// Why the last gesture could not be recorded, if it could not.
    private var problem: String?

    /// The display's refresh, which a recording is told (a clip is an animated PNG, whose delays need none).
    private let framesPerSecond: Double

    /// The clips for a run on a display refreshing `framesPerSecond` times a second whose screenshots go to
    /// `screenshot` (nil: the current folder).
    init(besideScreenshot screenshot: String?, framesPerSecond: Double) {
        self.framesPerSecond = framesPerSecond
        folder = screenshot.flatMap { path in path.lastIndex(of: "/").map { String(path[...$0]) } } ?? "./"
        AtomicFile.removeStaleTemporaries(of: temporaryTarget)
    }

    /// The name the temporaries are made for (a clip's own name is chosen when F4 saves it).
    private var temporaryTarget: String { folder + "listdemo-clip.png" }

    /// A frame was drawn, showing a list `moving` or not: a gesture starts, goes on or takes its frame at rest; its
    /// pixels are taken now (`pixels` reads them from the canvas).
    func frameDrawn(moving: Bool, pixels: () throws -> RGBAImage) {
        self.moving = moving
        if moving, current == nil {
            do {
                current = try RunRecording(path: temporaryTarget, threaded: true, framesPerSecond: framesPerSecond,
                                       fault: nil)
                problem = nil
            } catch {
                problem = "\(error)"
            }
        }
        guard let clip = current else { return }
        do { try clip.frameDrawn(pixels: pixels) } catch { giveUp(error) }
    }

    /// The frame drawn last was presented at `time`; a frame at rest ends the gesture, shown `lastFrameLasting`.
    func framePresented(at time: Double, lastFrameLasting: Double) {
        guard let clip = current else { return }
        do {
            try clip.framePresented(at: time)
            guard !moving else { return }
            _ = try clip.end(lastFrameLasting: lastFrameLasting)
            current = nil
            last = clip.hasFile ? clip : nil
        } catch {
            giveUp(error)
        }
    }

    /// Saves the last whole gesture under the first `listdemo-clip-N.png` free in the folder that is none of `files`
    /// (the run's files: a screenshot still to be written there would replace the clip).
    func save(besides files: [FileRole]) throws -> Saved {
        guard let clip = last else {
            throw PlatformError(problem.map { "no clip to save: the last gesture could not be recorded (\($0))" }
                                ?? "no clip to save: no gesture has come to rest since the run began or the last clip")
        }
        for number in 1...9999 {
            let name = "listdemo-clip-\(number).png"
            guard (try? FileRole.checkDistinct(files + [FileRole(name: "F4's clip", path: folder + name, isOutput: true)]))
                    != nil else { continue }
            if try clip.commit(creating: name) {
                last = nil
                return Saved(path: folder + name, frames: clip.recorded, dropped: clip.dropped)
            }
        }
        throw PlatformError("no clip saved: listdemo-clip-1.png to -9999.png are all taken in \(folder.quotedForMessage)")
    }

    private func giveUp(_ error: any Error) {
        current = nil
        problem = "\(error)"
    }
}
