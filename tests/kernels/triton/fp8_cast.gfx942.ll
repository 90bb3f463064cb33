; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn
define amdgpu_kernel void @fp8_cast(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, ptr addrspace(1) inreg nofree writeonly captures(none) %2, i32 inreg %3, ptr addrspace(1) inreg nofree readnone captures(none) %4, ptr addrspace(1) inreg nofree readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  tail call void @llvm.amdgcn.s.setreg(i32 1473, i32 1), !dbg !14
  %7 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !15
  %8 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %7), !dbg !16
  %9 = and i32 %8, 192, !dbg !15
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !17
  %11 = shl i32 %10, 8, !dbg !17
  %12 = and i32 %7, 63, !dbg !16
  %13 = or disjoint i32 %12, %9, !dbg !16
  %14 = or disjoint i32 %13, %11, !dbg !17
  %15 = icmp slt i32 %14, %3, !dbg !18
  %16 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !19
  %17 = shl i32 %14, 2, !dbg !19
  %18 = select i1 %15, i32 %17, i32 -2147483648, !dbg !19
  %19 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %16, i32 %18, i32 0, i32 0), !dbg !19
  %20 = bitcast float %19 to <1 x float>, !dbg !19
  %21 = extractelement <1 x float> %20, i64 0, !dbg !19
  %22 = fcmp uno float %21, 0.000000e+00, !dbg !20
  %23 = bitcast float %21 to i32, !dbg !20
  %24 = lshr i32 %23, 24, !dbg !20
  %25 = and i32 %24, 128, !dbg !20
  %26 = trunc nuw i32 %25 to i8, !dbg !20
  %27 = tail call float @llvm.fabs.f32(float %21), !dbg !20
  %28 = bitcast float %27 to i32, !dbg !20
  %29 = lshr i32 %28, 20, !dbg !20
  %30 = and i32 %29, 1, !dbg !20
  %31 = add nuw i32 %28, 524287, !dbg !20
  %32 = add nuw i32 %31, %30, !dbg !20
  %33 = and i32 %32, -1048576, !dbg !20
  %34 = tail call i32 @llvm.umax.i32(i32 %33, i32 1015021568), !dbg !20
  %35 = add i32 %34, 67108864, !dbg !20
  %36 = lshr exact i32 %35, 20, !dbg !20
  %37 = trunc i32 %36 to i8, !dbg !20
  %38 = icmp samesign ugt i32 %28, 1139277823, !dbg !20
  %39 = select i1 %38, i8 126, i8 %37, !dbg !20
  %40 = icmp samesign ult i32 %28, 1013972992, !dbg !20
  %41 = select i1 %40, i8 7, i8 %39, !dbg !20
  %42 = icmp samesign ult i32 %28, 1011875841, !dbg !20
  %43 = select i1 %42, i8 6, i8 %41, !dbg !20
  %44 = icmp samesign ult i32 %28, 1009778688, !dbg !20
  %45 = select i1 %44, i8 5, i8 %43, !dbg !20
  %46 = icmp samesign ult i32 %28, 1007681537, !dbg !20
  %47 = select i1 %46, i8 4, i8 %45, !dbg !20
  %48 = icmp samesign ult i32 %28, 1004535808, !dbg !20
  %49 = select i1 %48, i8 3, i8 %47, !dbg !20
  %50 = icmp samesign ult i32 %28, 1000341505, !dbg !20
  %51 = select i1 %50, i8 2, i8 %49, !dbg !20
  %52 = icmp samesign ult i32 %28, 994050048, !dbg !20
  %53 = select i1 %52, i8 1, i8 %51, !dbg !20
  %54 = icmp samesign ult i32 %28, 981467137, !dbg !20
  %55 = select i1 %54, i8 0, i8 %53, !dbg !20
  %56 = select i1 %22, i8 127, i8 %55, !dbg !20
  %57 = or i8 %56, %26, !dbg !20
  %58 = lshr i32 %23, 23, !dbg !21
  %59 = and i32 %58, 255, !dbg !21
  %60 = and i32 %23, 8388607, !dbg !21
  %61 = tail call i32 @llvm.usub.sat.i32(i32 %59, i32 112), !dbg !21
  %62 = icmp samesign ult i32 %59, 110, !dbg !21
  %63 = select i1 %62, i32 0, i32 %60, !dbg !21
  %64 = icmp eq i32 %59, 110, !dbg !21
  %.not = icmp eq i32 %63, 0, !dbg !21
  %65 = select i1 %.not, i32 0, i32 2097152, !dbg !21
  %66 = select i1 %64, i32 %65, i32 %63, !dbg !21
  %67 = icmp eq i32 %59, 111, !dbg !21
  %.inv = icmp samesign ult i32 %66, 4194304, !dbg !21
  %68 = select i1 %.inv, i32 2097152, i32 4194304, !dbg !21
  %69 = select i1 %67, i32 %68, i32 %66, !dbg !21
  %70 = icmp eq i32 %59, 112, !dbg !21
  %71 = icmp samesign ugt i32 %69, 2097152, !dbg !21
  %.inv1 = icmp samesign ult i32 %69, 6291456, !dbg !21
  %72 = select i1 %.inv1, i32 6291456, i32 8388608, !dbg !21
  %73 = select i1 %71, i32 %72, i32 4194304, !dbg !21
  %74 = select i1 %70, i32 %73, i32 %69, !dbg !21
  %75 = shl nuw nsw i32 %61, 23, !dbg !21
  %76 = or i32 %74, %75, !dbg !21
  %77 = lshr i32 %74, 21, !dbg !21
  %78 = and i32 %77, 1, !dbg !21
  %79 = add nuw nsw i32 %76, 1048575, !dbg !21
  %80 = add nuw nsw i32 %79, %78, !dbg !21
  %81 = icmp samesign ugt i32 %59, 142, !dbg !21
  %82 = icmp samesign ugt i32 %76, 258998271, !dbg !21
  %83 = or i1 %81, %82, !dbg !21
  %84 = icmp eq i32 %59, 255, !dbg !21
  %85 = icmp ne i32 %74, 0, !dbg !21
  %86 = and i1 %84, %85, !dbg !21
  %87 = lshr i32 %80, 21, !dbg !21
  %88 = select i1 %83, i32 123, i32 %87, !dbg !21
  %89 = select i1 %86, i32 126, i32 %88, !dbg !21
  %90 = or i32 %89, %25, !dbg !21
  %91 = trunc i32 %90 to i8, !dbg !21
  %92 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 159744), !dbg !22
  %93 = select i1 %15, i32 %14, i32 -2147483648, !dbg !22
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i8(i8 %57, ptr addrspace(8) %92, i32 %93, i32 0, i32 0), !dbg !22
  %94 = insertelement <2 x i8> <i8 0, i8 poison>, i8 %57, i64 1, !dbg !23
  %95 = bitcast <2 x i8> %94 to i16, !dbg !23
  %96 = and i16 %95, -32768, !dbg !23
  %97 = lshr exact i16 %95, 1, !dbg !23
  %98 = and i16 %97, 16256, !dbg !23
  %99 = add nuw nsw i16 %98, 8192, !dbg !23
  %100 = and i8 %56, 127, !dbg !23
  %101 = icmp eq i8 %100, 127, !dbg !23
  %102 = select i1 %101, i16 32256, i16 %99, !dbg !23
  %103 = icmp eq i8 %100, 0, !dbg !23
  %104 = select i1 %103, i16 0, i16 %102, !dbg !23
  %105 = icmp eq i8 %100, 1, !dbg !23
  %106 = select i1 %105, i16 6144, i16 %104, !dbg !23
  %107 = icmp eq i8 %100, 2, !dbg !23
  %108 = select i1 %107, i16 7168, i16 %106, !dbg !23
  %109 = icmp eq i8 %100, 3, !dbg !23
  %110 = select i1 %109, i16 7680, i16 %108, !dbg !23
  %111 = icmp eq i8 %100, 4, !dbg !23
  %112 = select i1 %111, i16 8192, i16 %110, !dbg !23
  %113 = icmp eq i8 %100, 5, !dbg !23
  %114 = select i1 %113, i16 8448, i16 %112, !dbg !23
  %115 = icmp eq i8 %100, 6, !dbg !23
  %116 = select i1 %115, i16 8704, i16 %114, !dbg !23
  %117 = icmp eq i8 %100, 7, !dbg !23
  %118 = select i1 %117, i16 8960, i16 %116, !dbg !23
  %119 = or i16 %118, %96, !dbg !23
  %120 = bitcast i16 %119 to half, !dbg !23
  %121 = fpext half %120 to float, !dbg !23
  %122 = insertelement <4 x i8> <i8 0, i8 poison, i8 poison, i8 poison>, i8 %91, i64 1, !dbg !24
  %123 = bitcast <4 x i8> %122 to <2 x half>, !dbg !24
  %124 = extractelement <2 x half> %123, i64 0, !dbg !24
  %125 = fpext half %124 to float, !dbg !24
  %126 = fadd float %125, %121, !dbg !23
  %127 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 159744), !dbg !15
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %126, ptr addrspace(8) %127, i32 %18, i32 0, i32 0), !dbg !15
  ret void, !dbg !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.amdgcn.s.setreg(i32 immarg, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.i8(i8, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.f32(float, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #7

attributes #0 = { mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "fp8_cast", linkageName: "fp8_cast", scope: !1, file: !1, line: 216, type: !5, scopeLine: 216, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !9, !7, !11, !12, !12}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "int", size: 8, encoding: DW_ATE_signed)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !13, size: 64, dwarfAddressSpace: 1)
!13 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!14 = !DILocation(line: 216, column: 1, scope: !4)
!15 = !DILocation(line: 224, column: 5, scope: !4)
!16 = !DILocation(line: 218, column: 36, scope: !4)
!17 = !DILocation(line: 218, column: 9, scope: !4)
!18 = !DILocation(line: 219, column: 9, scope: !4)
!19 = !DILocation(line: 220, column: 9, scope: !4)
!20 = !DILocation(line: 221, column: 9, scope: !4)
!21 = !DILocation(line: 222, column: 9, scope: !4)
!22 = !DILocation(line: 223, column: 5, scope: !4)
!23 = !DILocation(line: 224, column: 24, scope: !4)
!24 = !DILocation(line: 224, column: 43, scope: !4)
