// Preloaded into the tests by .ci/sanitize.sh: dlclose() does nothing, so every library
// stays mapped until the process exits.
//
// Why: Mesa's GLX loader dlopen()s its DRI driver (swrast_dri.so, llvmpipe) and dlclose()s it
// when Qt closes the X display at exit, before LeakSanitizer runs. The driver's globals go
// with it, so blocks that were reachable only from them look leaked, and their allocation
// stacks point into an unmapped "<unknown module>" that no suppression can name. With the
// libraries kept mapped the blocks stay reachable and every stack stays symbolized; a real
// leak in our code is still reported.
int dlclose(void* handle) {
  (void)handle;
  return 0;
}
