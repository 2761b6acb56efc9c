#!/usr/bin/env python3
"""Asks an X window to close, as a window manager's close button does: sends it the
WM_DELETE_WINDOW client message (ICCCM 4.2.8.1). Usage: close-window.py WINDOW_ID (DISPLAY set)."""
import ctypes
import sys

xlib = ctypes.cdll.LoadLibrary("libX11.so.6")
xlib.XOpenDisplay.restype = ctypes.c_void_p
xlib.XInternAtom.restype = ctypes.c_ulong


class XClientMessageEvent(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("window", ctypes.c_ulong), ("message_type", ctypes.c_ulong),
                ("format", ctypes.c_int), ("data", ctypes.c_long * 5)]


class XEvent(ctypes.Union):
    _fields_ = [("xclient", XClientMessageEvent), ("pad", ctypes.c_long * 24)]


display = xlib.XOpenDisplay(None)
if not display:
    sys.exit("close-window: cannot open the display")
window = int(sys.argv[1], 0)
event = XEvent()
event.xclient.type = 33  # ClientMessage
event.xclient.window = window
event.xclient.message_type = xlib.XInternAtom(ctypes.c_void_p(display), b"WM_PROTOCOLS", 0)
event.xclient.format = 32
event.xclient.data[0] = xlib.XInternAtom(ctypes.c_void_p(display), b"WM_DELETE_WINDOW", 0)
event.xclient.data[1] = 0  # CurrentTime
if not xlib.XSendEvent(ctypes.c_void_p(display), ctypes.c_ulong(window), 0, 0, ctypes.byref(event)):
    sys.exit("close-window: XSendEvent failed")
xlib.XFlush(ctypes.c_void_p(display))
xlib.XCloseDisplay(ctypes.c_void_p(display))
