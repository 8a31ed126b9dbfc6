package func runAtrest(_ arguments: [String]) -> Int32 { 0 }
