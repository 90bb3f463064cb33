define i32 @snippet(i32 %v) {
entry:
  %0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v)
  %1 = add nsw i32 %0, 7
  %2 = xor i32 %1, %v
  ret i32 %2
}

declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
