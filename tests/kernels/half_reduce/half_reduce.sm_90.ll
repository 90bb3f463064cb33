; ModuleID = 'half_reduce.cu'
source_filename = "half_reduce.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @half_reduce(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef writeonly captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds nuw half, ptr %0, i64 %10
  %12 = load half, ptr %11, align 2, !tbaa !8
  %13 = getelementptr inbounds nuw bfloat, ptr %2, i64 %10
  %14 = load bfloat, ptr %13, align 2, !tbaa !10
  %15 = bitcast half %12 to i16
  %16 = zext i16 %15 to i32
  %17 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 range(i32 0, 65536) %16, i32 range(i32 -2147483648, 32) 1, i32 31)
  %18 = trunc i32 %17 to i16
  %19 = bitcast i16 %18 to half
  %20 = fadd contract half %12, %19
  %21 = bitcast bfloat %14 to i16
  %22 = zext i16 %21 to i32
  %23 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 range(i32 0, 65536) %22, i32 range(i32 -2147483648, 32) 1, i32 31)
  %24 = trunc i32 %23 to i16
  %25 = bitcast i16 %24 to bfloat
  %26 = fadd contract bfloat %14, %25
  %27 = bitcast half %20 to i16
  %28 = zext i16 %27 to i32
  %29 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 range(i32 0, 65536) %28, i32 range(i32 -2147483648, 32) 2, i32 31)
  %30 = trunc i32 %29 to i16
  %31 = bitcast i16 %30 to half
  %32 = fadd contract half %20, %31
  %33 = bitcast bfloat %26 to i16
  %34 = zext i16 %33 to i32
  %35 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 range(i32 0, 65536) %34, i32 range(i32 -2147483648, 32) 2, i32 31)
  %36 = trunc i32 %35 to i16
  %37 = bitcast i16 %36 to bfloat
  %38 = fadd contract bfloat %26, %37
  %39 = bitcast half %32 to i16
  %40 = zext i16 %39 to i32
  %41 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 range(i32 0, 65536) %40, i32 range(i32 -2147483648, 32) 4, i32 31)
  %42 = trunc i32 %41 to i16
  %43 = bitcast i16 %42 to half
  %44 = fadd contract half %32, %43
  %45 = bitcast bfloat %38 to i16
  %46 = zext i16 %45 to i32
  %47 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 range(i32 0, 65536) %46, i32 range(i32 -2147483648, 32) 4, i32 31)
  %48 = trunc i32 %47 to i16
  %49 = bitcast i16 %48 to bfloat
  %50 = fadd contract bfloat %38, %49
  %51 = bitcast half %44 to i16
  %52 = zext i16 %51 to i32
  %53 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 range(i32 0, 65536) %52, i32 range(i32 -2147483648, 32) 8, i32 31)
  %54 = trunc i32 %53 to i16
  %55 = bitcast i16 %54 to half
  %56 = fadd contract half %44, %55
  %57 = bitcast bfloat %50 to i16
  %58 = zext i16 %57 to i32
  %59 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 range(i32 0, 65536) %58, i32 range(i32 -2147483648, 32) 8, i32 31)
  %60 = trunc i32 %59 to i16
  %61 = bitcast i16 %60 to bfloat
  %62 = fadd contract bfloat %50, %61
  %63 = bitcast half %56 to i16
  %64 = zext i16 %63 to i32
  %65 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 range(i32 0, 65536) %64, i32 range(i32 -2147483648, 32) 16, i32 31)
  %66 = trunc i32 %65 to i16
  %67 = bitcast i16 %66 to half
  %68 = fadd contract half %56, %67
  %69 = bitcast bfloat %62 to i16
  %70 = zext i16 %69 to i32
  %71 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 range(i32 0, 65536) %70, i32 range(i32 -2147483648, 32) 16, i32 31)
  %72 = trunc i32 %71 to i16
  %73 = bitcast i16 %72 to bfloat
  %74 = fadd contract bfloat %62, %73
  %75 = getelementptr inbounds nuw half, ptr %1, i64 %10
  store half %68, ptr %75, align 2, !tbaa !8
  %76 = getelementptr inbounds nuw bfloat, ptr %3, i64 %10
  store bfloat %74, ptr %76, align 2, !tbaa !10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

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
!9 = !{!"_Float16", !6, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"__bf16", !6, i64 0}
