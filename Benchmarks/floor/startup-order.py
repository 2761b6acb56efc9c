#!/usr/bin/env python3
"""Writes Sources/listdemo/startup.order: the functions of listdemo's release binary that its start-up and first
frames run, for the linker to lay out together (lld's --symbol-ordering-file, set in Package.swift).

Why: the kernel maps an executable's code 64 KB around every page it faults in (fault-around), so code run at
start-up but scattered across the 10 MB of text (the Swift runtime and FoundationEssentials are linked in
statically) made about 7 MB of it resident. Laid out together it is a few hundred KB.

How: runs each case below under valgrind's callgrind in a private Xvfb and lists, in order of first appearance in
its output, every function of the executable that ran. Names the code no longer has are ignored by the linker
(Package.swift passes --no-warn-symbol-ordering), so an old list costs only some of the gain: run this again after
large changes to what start-up runs.

    swift build -c release --product listdemo
    Benchmarks/floor/startup-order.py [LISTDEMO]     (needs valgrind, Xvfb; about a minute)
"""
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
OUTPUT = os.path.join(ROOT, "Sources", "listdemo", "startup.order")
# The first frame compare-floor.py measures, then the default scene and the menu.
CASES = [
    ["snap", "--variable", "--rows", "1000000", "--size", "480x800", "--duration", "0.001"],
    ["feed", "--duration", "0.001"],
    ["menu", "--duration", "0.001"],
]
RECORD = re.compile(r"^(c?ob|c?fn)=\((\d+)\)(?: (.*))?$")


def functions_run(profile, executable):
    """The executable's functions in `profile` (callgrind's output with compressed names), in order."""
    objects, functions, current, ordered = {}, {}, None, []
    with open(profile, errors="replace") as lines:
        for line in lines:
            match = RECORD.match(line.rstrip("\n"))
            if not match:
                continue
            kind, index, name = match.groups()
            table = objects if kind.endswith("ob") else functions
            if name is not None:
                table[index] = name
            if kind == "ob":
                current = objects[index]
            elif kind == "fn" and current == executable:
                ordered.append(functions[index])
    return ordered


def main():
    listdemo = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "release", "listdemo"))
    with tempfile.TemporaryDirectory() as folder:
        # valgrind 3.19 cannot read the DWARF 5 that swiftc writes; the symbol table is all it needs here.
        executable = os.path.join(folder, "listdemo")
        subprocess.run(["strip", "--strip-debug", "-o", executable, listdemo], check=True)
        display = ":%d" % (150 + os.getpid() % 100)
        server = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            time.sleep(1)
            env = dict(os.environ, DISPLAY=display)
            env.pop("WAYLAND_DISPLAY", None)
            names, seen = [], set()
            for number, case in enumerate(CASES):
                profile = os.path.join(folder, "callgrind.%d" % number)
                subprocess.run(["valgrind", "--tool=callgrind", "--demangle=no", "--callgrind-out-file=" + profile,
                                executable, *case], env=env, check=True, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
                for name in functions_run(profile, executable):
                    if name not in seen:
                        seen.add(name)
                        names.append(name)
        finally:
            server.terminate()
            server.wait()
    with open(OUTPUT, "w") as output:
        output.write("# Written by Benchmarks/floor/startup-order.py: the functions start-up runs, laid out together by the linker.\n")
        output.write("\n".join(names) + "\n")
    print(f"{OUTPUT}: {len(names)} functions")


if __name__ == "__main__":
    main()
