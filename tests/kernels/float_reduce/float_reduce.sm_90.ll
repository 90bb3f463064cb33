; ModuleID = 'float_reduce.cu'
source_filename = "float_reduce.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @float_reduce(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds nuw float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !8
  %12 = fpext contract float %11 to double
  %13 = fmul contract double %12, %12
  %14 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %11, i32 range(i32 -2147483648, 32) 1, i32 31)
  %15 = fadd contract float %11, %14
  %16 = bitcast double %13 to i64
  %17 = trunc i64 %16 to i32
  %18 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %17, i32 range(i32 -2147483648, 32) 1, i32 31)
  %19 = zext i32 %18 to i64
  %20 = lshr i64 %16, 32
  %21 = trunc nuw i64 %20 to i32
  %22 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %21, i32 range(i32 -2147483648, 32) 1, i32 31)
  %23 = zext i32 %22 to i64
  %24 = shl nuw i64 %23, 32
  %25 = or disjoint i64 %24, %19
  %26 = bitcast i64 %25 to double
  %27 = fadd contract double %13, %26
  %28 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %15, i32 range(i32 -2147483648, 32) 2, i32 31)
  %29 = fadd contract float %15, %28
  %30 = bitcast double %27 to i64
  %31 = trunc i64 %30 to i32
  %32 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %31, i32 range(i32 -2147483648, 32) 2, i32 31)
  %33 = zext i32 %32 to i64
  %34 = lshr i64 %30, 32
  %35 = trunc nuw i64 %34 to i32
  %36 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %35, i32 range(i32 -2147483648, 32) 2, i32 31)
  %37 = zext i32 %36 to i64
  %38 = shl nuw i64 %37, 32
  %39 = or disjoint i64 %38, %33
  %40 = bitcast i64 %39 to double
  %41 = fadd contract double %27, %40
  %42 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %29, i32 range(i32 -2147483648, 32) 4, i32 31)
  %43 = fadd contract float %29, %42
  %44 = bitcast double %41 to i64
  %45 = trunc i64 %44 to i32
  %46 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %45, i32 range(i32 -2147483648, 32) 4, i32 31)
  %47 = zext i32 %46 to i64
  %48 = lshr i64 %44, 32
  %49 = trunc nuw i64 %48 to i32
  %50 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %49, i32 range(i32 -2147483648, 32) 4, i32 31)
  %51 = zext i32 %50 to i64
  %52 = shl nuw i64 %51, 32
  %53 = or disjoint i64 %52, %47
  %54 = bitcast i64 %53 to double
  %55 = fadd contract double %41, %54
  %56 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %43, i32 range(i32 -2147483648, 32) 8, i32 31)
  %57 = fadd contract float %43, %56
  %58 = bitcast double %55 to i64
  %59 = trunc i64 %58 to i32
  %60 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %59, i32 range(i32 -2147483648, 32) 8, i32 31)
  %61 = zext i32 %60 to i64
  %62 = lshr i64 %58, 32
  %63 = trunc nuw i64 %62 to i32
  %64 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %63, i32 range(i32 -2147483648, 32) 8, i32 31)
  %65 = zext i32 %64 to i64
  %66 = shl nuw i64 %65, 32
  %67 = or disjoint i64 %66, %61
  %68 = bitcast i64 %67 to double
  %69 = fadd contract double %55, %68
  %70 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %57, i32 range(i32 -2147483648, 32) 16, i32 31)
  %71 = fadd contract float %57, %70
  %72 = bitcast double %69 to i64
  %73 = trunc i64 %72 to i32
  %74 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %73, i32 range(i32 -2147483648, 32) 16, i32 31)
  %75 = zext i32 %74 to i64
  %76 = lshr i64 %72, 32
  %77 = trunc nuw i64 %76 to i32
  %78 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %77, i32 range(i32 -2147483648, 32) 16, i32 31)
  %79 = zext i32 %78 to i64
  %80 = shl nuw i64 %79, 32
  %81 = or disjoint i64 %80, %75
  %82 = bitcast i64 %81 to double
  %83 = fadd contract double %69, %82
  %84 = getelementptr inbounds nuw float, ptr %1, i64 %9
  store float %71, ptr %84, align 4, !tbaa !8
  %85 = getelementptr inbounds nuw double, ptr %2, i64 %9
  store double %83, ptr %85, align 8, !tbaa !10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !6, i64 0}
