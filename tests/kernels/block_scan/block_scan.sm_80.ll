; ModuleID = 'block_scan.cu'
source_filename = "block_scan.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10block_scanE6totals = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @block_scan(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = add i32 %7, %4
  %9 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %10 = lshr i32 %4, 5
  %11 = lshr i32 %6, 5
  %12 = icmp ult i32 %8, %2
  br i1 %12, label %13, label %17

13:                                               ; preds = %3
  %14 = zext i32 %8 to i64
  %15 = getelementptr inbounds nuw i32, ptr %0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !4
  br label %17

17:                                               ; preds = %3, %13
  %18 = phi i32 [ %16, %13 ], [ 0, %3 ]
  %19 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %18, i32 range(i32 0, 32) 1, i32 0)
  %20 = icmp eq i32 %9, 0
  %21 = select i1 %20, i32 0, i32 %19
  %22 = add i32 %21, %18
  %23 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %22, i32 range(i32 0, 32) 2, i32 0)
  %24 = icmp samesign ult i32 %9, 2
  %25 = select i1 %24, i32 0, i32 %23
  %26 = add i32 %25, %22
  %27 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %26, i32 range(i32 0, 32) 4, i32 0)
  %28 = icmp samesign ult i32 %9, 4
  %29 = select i1 %28, i32 0, i32 %27
  %30 = add i32 %29, %26
  %31 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %30, i32 range(i32 0, 32) 8, i32 0)
  %32 = icmp samesign ult i32 %9, 8
  %33 = select i1 %32, i32 0, i32 %31
  %34 = add i32 %33, %30
  %35 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %34, i32 range(i32 0, 32) 16, i32 0)
  %36 = icmp samesign ult i32 %9, 16
  %37 = select i1 %36, i32 0, i32 %35
  %38 = add i32 %37, %34
  %39 = icmp eq i32 %9, 31
  br i1 %39, label %40, label %43

40:                                               ; preds = %17
  %41 = zext nneg i32 %10 to i64
  %42 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10block_scanE6totals to ptr), i64 %41
  store i32 %38, ptr %42, align 4, !tbaa !4
  br label %43

43:                                               ; preds = %40, %17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %44 = icmp eq i32 %10, 0
  br i1 %44, label %45, label %71

45:                                               ; preds = %43
  %46 = icmp samesign ult i32 %9, %11
  br i1 %46, label %47, label %51

47:                                               ; preds = %45
  %48 = zext nneg i32 %9 to i64
  %49 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10block_scanE6totals to ptr), i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !4
  br label %51

51:                                               ; preds = %45, %47
  %52 = phi i32 [ %50, %47 ], [ 0, %45 ]
  %53 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %52, i32 range(i32 0, 32) 1, i32 0)
  %54 = select i1 %20, i32 0, i32 %53
  %55 = add i32 %54, %52
  %56 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %55, i32 range(i32 0, 32) 2, i32 0)
  %57 = select i1 %24, i32 0, i32 %56
  %58 = add i32 %57, %55
  %59 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %58, i32 range(i32 0, 32) 4, i32 0)
  %60 = select i1 %28, i32 0, i32 %59
  %61 = add i32 %60, %58
  %62 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %61, i32 range(i32 0, 32) 8, i32 0)
  %63 = select i1 %32, i32 0, i32 %62
  %64 = add i32 %63, %61
  %65 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %64, i32 range(i32 0, 32) 16, i32 0)
  br i1 %46, label %66, label %71

66:                                               ; preds = %51
  %67 = select i1 %36, i32 0, i32 %65
  %68 = add i32 %67, %64
  %69 = zext nneg i32 %9 to i64
  %70 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10block_scanE6totals to ptr), i64 %69
  store i32 %68, ptr %70, align 4, !tbaa !4
  br label %71

71:                                               ; preds = %51, %66, %43
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %44, label %78, label %72

72:                                               ; preds = %71
  %73 = zext nneg i32 %10 to i64
  %74 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10block_scanE6totals to ptr), i64 %73
  %75 = getelementptr i8, ptr %74, i64 -4
  %76 = load i32, ptr %75, align 4, !tbaa !4
  %77 = add i32 %76, %38
  br label %78

78:                                               ; preds = %72, %71
  %79 = phi i32 [ %77, %72 ], [ %38, %71 ]
  br i1 %12, label %80, label %83

80:                                               ; preds = %78
  %81 = zext i32 %8 to i64
  %82 = getelementptr inbounds nuw i32, ptr %1, i64 %81
  store i32 %79, ptr %82, align 4, !tbaa !4
  br label %83

83:                                               ; preds = %80, %78
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
