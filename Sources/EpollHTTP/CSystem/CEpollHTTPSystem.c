// Header-only module: this file exists so SwiftPM builds the target.
#include "CEpollHTTPSystem.h"
