import Foundation
import Licensing
exit(0)
