; ModuleID = 'atomics.cu'
source_filename = "atomics.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ7atomicsE1s = internal addrspace(3) global [4 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @atomics(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef captures(none) %2, ptr noundef captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = add i32 %8, %5
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds nuw i32, ptr %0, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !4
  %13 = icmp samesign ult i32 %5, 4
  br i1 %13, label %14, label %19

14:                                               ; preds = %4
  %15 = zext nneg i32 %5 to i64
  %16 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7atomicsE1s to ptr), i64 %15
  %17 = icmp eq i32 %5, 2
  %18 = sext i1 %17 to i32
  store i32 %18, ptr %16, align 4, !tbaa !4
  br label %19

19:                                               ; preds = %14, %4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %20 = atomicrmw umin ptr %1, i32 %12 seq_cst, align 4
  %21 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %22 = atomicrmw umax ptr %21, i32 %12 seq_cst, align 4
  %23 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %24 = or i32 %12, 252645135
  %25 = atomicrmw and ptr %23, i32 %24 seq_cst, align 4
  %26 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %27 = and i32 %12, 286331153
  %28 = atomicrmw or ptr %26, i32 %27 seq_cst, align 4
  %29 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %30 = atomicrmw xor ptr %29, i32 %12 seq_cst, align 4
  %31 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %32 = atomicrmw add ptr %31, i32 1 seq_cst, align 4
  %33 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %34 = and i32 %12, 255
  %35 = sub nsw i32 0, %34
  %36 = atomicrmw add ptr %33, i32 %35 seq_cst, align 4
  %37 = getelementptr inbounds nuw i8, ptr %1, i64 28
  %38 = atomicrmw min ptr %37, i32 %12 seq_cst, align 4
  %39 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %40 = atomicrmw max ptr %39, i32 %12 seq_cst, align 4
  %41 = getelementptr inbounds nuw i8, ptr %1, i64 36
  %42 = load i32, ptr %41, align 4, !tbaa !4
  %43 = xor i32 %12, 21845
  br label %44

44:                                               ; preds = %44, %19
  %45 = phi i32 [ %42, %19 ], [ %48, %44 ]
  %46 = tail call i32 @llvm.umax.i32(i32 %43, i32 %45)
  %47 = cmpxchg ptr %41, i32 %45, i32 %46 seq_cst seq_cst, align 4
  %48 = extractvalue { i32, i1 } %47, 0
  %49 = icmp eq i32 %45, %48
  br i1 %49, label %50, label %44, !llvm.loop !8

50:                                               ; preds = %44
  %51 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %52 = atomicrmw xchg ptr %51, i32 77 seq_cst, align 4
  %53 = getelementptr inbounds nuw i8, ptr %1, i64 44
  %54 = atomicrmw uinc_wrap ptr %53, i32 1000000 seq_cst, align 4
  %55 = uitofp nneg i32 %34 to float
  %56 = atomicrmw fadd ptr %3, float %55 seq_cst, align 4
  %57 = zext i32 %12 to i64
  %58 = shl nuw nsw i64 %57, 20
  %59 = atomicrmw add ptr %2, i64 %58 seq_cst, align 8
  %60 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %61 = mul nuw i64 %57, %57
  %62 = atomicrmw umax ptr %60, i64 %61 seq_cst, align 8
  %63 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %64 = shl nuw i64 %57, 32
  %65 = zext nneg i32 %5 to i64
  %66 = or disjoint i64 %64, %65
  %67 = atomicrmw umin ptr %63, i64 %66 seq_cst, align 8
  %68 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %69 = mul i64 %57, -7046029254386353131
  %70 = atomicrmw xor ptr %68, i64 %69 seq_cst, align 8
  %71 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %72 = load i64, ptr %71, align 8, !tbaa !10
  %73 = and i32 %12, 15
  %74 = zext nneg i32 %73 to i64
  br label %75

75:                                               ; preds = %75, %50
  %76 = phi i64 [ %72, %50 ], [ %79, %75 ]
  %77 = add i64 %76, %74
  %78 = cmpxchg ptr %71, i64 %76, i64 %77 seq_cst seq_cst, align 8
  %79 = extractvalue { i64, i1 } %78, 0
  %80 = icmp eq i64 %76, %79
  br i1 %80, label %81, label %75, !llvm.loop !12

81:                                               ; preds = %75
  %82 = and i32 %12, 1
  %83 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ7atomicsE1s to ptr), i32 %82 seq_cst, align 4
  %84 = atomicrmw umax ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ7atomicsE1s to ptr), i64 4), i32 %12 seq_cst, align 4
  %85 = or i32 %12, -2147483648
  %86 = atomicrmw and ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ7atomicsE1s to ptr), i64 8), i32 %85 seq_cst, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %87 = icmp eq i32 %5, 0
  br i1 %87, label %88, label %98

88:                                               ; preds = %81
  %89 = getelementptr inbounds nuw i8, ptr %1, i64 48
  %90 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7atomicsE1s to ptr), align 4, !tbaa !4
  %91 = atomicrmw add ptr %89, i32 %90 seq_cst, align 4
  %92 = getelementptr inbounds nuw i8, ptr %1, i64 52
  %93 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ7atomicsE1s to ptr), i64 4), align 4, !tbaa !4
  %94 = atomicrmw umax ptr %92, i32 %93 seq_cst, align 4
  %95 = getelementptr inbounds nuw i8, ptr %1, i64 56
  %96 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ7atomicsE1s to ptr), i64 8), align 4, !tbaa !4
  %97 = atomicrmw xor ptr %95, i32 %96 seq_cst, align 4
  br label %98

98:                                               ; preds = %88, %81
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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long long", !6, i64 0}
!12 = distinct !{!12, !9}
