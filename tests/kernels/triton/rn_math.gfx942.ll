; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define amdgpu_kernel void @rn_math(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree readonly captures(none) %1, ptr addrspace(1) inreg nofree writeonly captures(none) %2, i32 inreg %3, ptr addrspace(1) inreg nofree readnone captures(none) %4, ptr addrspace(1) inreg nofree readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  %7 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !12
  %8 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %7), !dbg !13
  %9 = and i32 %8, 64, !dbg !12
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !14
  %11 = shl i32 %10, 8, !dbg !14
  %12 = and i32 %7, 63, !dbg !13
  %13 = or disjoint i32 %9, %12, !dbg !13
  %14 = shl nuw nsw i32 %13, 1, !dbg !13
  %15 = or disjoint i32 %14, %11, !dbg !14
  %16 = or disjoint i32 %15, 1, !dbg !14
  %17 = icmp slt i32 %15, %3, !dbg !15
  %18 = icmp slt i32 %16, %3, !dbg !15
  %19 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !16
  %20 = shl i32 %15, 2, !dbg !16
  %21 = select i1 %17, i32 %20, i32 -2147483648, !dbg !16
  %22 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %19, i32 %21, i32 0, i32 0), !dbg !16
  %23 = bitcast float %22 to <1 x float>, !dbg !16
  %24 = extractelement <1 x float> %23, i64 0, !dbg !16
  %25 = select i1 %17, float %24, float 1.000000e+00, !dbg !16
  %26 = shl i32 %16, 2, !dbg !16
  %27 = select i1 %18, i32 %26, i32 -2147483648, !dbg !16
  %28 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %19, i32 %27, i32 0, i32 0), !dbg !16
  %29 = bitcast float %28 to <1 x float>, !dbg !16
  %30 = extractelement <1 x float> %29, i64 0, !dbg !16
  %31 = select i1 %18, float %30, float 1.000000e+00, !dbg !16
  %32 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 159744), !dbg !17
  %33 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %32, i32 %21, i32 0, i32 0), !dbg !17
  %34 = bitcast float %33 to <1 x float>, !dbg !17
  %35 = extractelement <1 x float> %34, i64 0, !dbg !17
  %36 = select i1 %17, float %35, float 1.000000e+00, !dbg !17
  %37 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %32, i32 %27, i32 0, i32 0), !dbg !17
  %38 = bitcast float %37 to <1 x float>, !dbg !17
  %39 = extractelement <1 x float> %38, i64 0, !dbg !17
  %40 = select i1 %18, float %39, float 1.000000e+00, !dbg !17
  %41 = tail call float @llvm.sqrt.f32(float %25), !dbg !18
  %42 = tail call float @llvm.sqrt.f32(float %31), !dbg !18
  %43 = fdiv float %25, %36, !dbg !19
  %44 = fdiv float %31, %40, !dbg !19
  %45 = fadd float %41, %43, !dbg !18
  %46 = fadd float %42, %44, !dbg !18
  %47 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 159744), !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %45, ptr addrspace(8) %47, i32 %21, i32 0, i32 0), !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %46, ptr addrspace(8) %47, i32 %27, i32 0, i32 0), !dbg !12
  ret void, !dbg !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.f32(float, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #5

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "rn_math", linkageName: "rn_math", scope: !1, file: !1, line: 196, type: !5, scopeLine: 196, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 202, column: 5, scope: !4)
!13 = !DILocation(line: 198, column: 39, scope: !4)
!14 = !DILocation(line: 198, column: 12, scope: !4)
!15 = !DILocation(line: 199, column: 9, scope: !4)
!16 = !DILocation(line: 200, column: 9, scope: !4)
!17 = !DILocation(line: 201, column: 9, scope: !4)
!18 = !DILocation(line: 202, column: 26, scope: !4)
!19 = !DILocation(line: 202, column: 42, scope: !4)
!20 = !DILocation(line: 196, column: 1, scope: !4)
