extension ListDemoCommand {
    /// What `--help` (and the manual page) says after the overview: examples, the keys that matter, exit statuses.
    static let discussion = """
        EXAMPLES:
          listdemo                                  the menu of scenes, in a window
          listdemo feed --overlay                   with the frame-timing overlay
          listdemo snap --compare uikit,android     two physics side by side
          listdemo snap --compare rest,projected    the seeds' snap beside one motion
          listdemo feed --headless --script fling.txt --screenshot last.png
          listdemo feed --compare uikit,android --record fling.png
          listdemo report t.jsonl --out report.png  plots of a --trace file

        KEYS (in the window; every key and what it does in each scene: docs/KEYS.md):
          Up, Down               move the focus ring a row, scrolling to show it
          Page Up, Page Down     a page; Home, End: the first / last row
          Return, Space          open / check / flip / edit the ring's row
          Tab, Shift+Tab         the next / previous field or bar button
          F1                     frame-timing overlay: off, compact, full
          F3                     pause the overlay; Left, Right step its frames
          F4                     save the last gesture as an animated PNG clip
          F2, Shift+F2           the next / previous physics preset
          Escape, Alt+Left       back to the menu
          Ctrl+S                 save the form
          Ctrl+Q                 quit

        EXIT STATUS:
          0  done, or help printed
          1  a failure while running: no display, a file not read or written
          2  a usage error: an unknown scene, flag or subcommand, a bad value
        """
}
