define i32 @snippet(i32 %v) {
entry:
  %0 = mul nsw i32 %v, 3
  %1 = call i32 @llvm.amdgcn.readlane.i32(i32 %0, i32 5)
  %2 = add nsw i32 %1, %0
  ret i32 %2
}

declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
