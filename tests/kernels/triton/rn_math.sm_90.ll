; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

; Function Attrs: nounwind
define ptx_kernel void @rn_math(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, ptr addrspace(1) nofree readnone captures(none) %4, ptr addrspace(1) nofree readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %8 = shl i32 %7, 8, !dbg !12
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %10 = shl nuw nsw i32 %9, 2, !dbg !13
  %11 = and i32 %10, 252, !dbg !13
  %12 = or disjoint i32 %11, %8, !dbg !12
  %13 = or disjoint i32 %12, 1, !dbg !12
  %14 = or disjoint i32 %12, 2, !dbg !12
  %15 = or disjoint i32 %12, 3, !dbg !12
  %16 = icmp slt i32 %12, %3, !dbg !14
  %17 = icmp slt i32 %13, %3, !dbg !14
  %18 = icmp slt i32 %14, %3, !dbg !14
  %19 = icmp slt i32 %15, %3, !dbg !14
  %20 = sext i32 %12 to i64, !dbg !15
  %21 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %20, !dbg !15
  %22 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 1065353216, ptr addrspace(1) %21, i1 %16) #3, !dbg !16
  %23 = bitcast i32 %22 to float, !dbg !16
  %24 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b"(i32 1065353216, ptr addrspace(1) %21, i1 %17) #3, !dbg !16
  %25 = bitcast i32 %24 to float, !dbg !16
  %26 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b"(i32 1065353216, ptr addrspace(1) %21, i1 %18) #3, !dbg !16
  %27 = bitcast i32 %26 to float, !dbg !16
  %28 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b"(i32 1065353216, ptr addrspace(1) %21, i1 %19) #3, !dbg !16
  %29 = bitcast i32 %28 to float, !dbg !16
  %30 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %20, !dbg !17
  %31 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 1065353216, ptr addrspace(1) %30, i1 %16) #3, !dbg !18
  %32 = bitcast i32 %31 to float, !dbg !18
  %33 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b"(i32 1065353216, ptr addrspace(1) %30, i1 %17) #3, !dbg !18
  %34 = bitcast i32 %33 to float, !dbg !18
  %35 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b"(i32 1065353216, ptr addrspace(1) %30, i1 %18) #3, !dbg !18
  %36 = bitcast i32 %35 to float, !dbg !18
  %37 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b"(i32 1065353216, ptr addrspace(1) %30, i1 %19) #3, !dbg !18
  %38 = bitcast i32 %37 to float, !dbg !18
  %39 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %20, !dbg !19
  %40 = tail call float @llvm.nvvm.sqrt.rn.f(float %23), !dbg !20
  %41 = tail call float @llvm.nvvm.sqrt.rn.f(float %25), !dbg !20
  %42 = tail call float @llvm.nvvm.sqrt.rn.f(float %27), !dbg !20
  %43 = tail call float @llvm.nvvm.sqrt.rn.f(float %29), !dbg !20
  %44 = tail call float @llvm.nvvm.div.rn.f(float %23, float %32), !dbg !21
  %45 = tail call float @llvm.nvvm.div.rn.f(float %25, float %34), !dbg !21
  %46 = tail call float @llvm.nvvm.div.rn.f(float %27, float %36), !dbg !21
  %47 = tail call float @llvm.nvvm.div.rn.f(float %29, float %38), !dbg !21
  %48 = fadd float %40, %44, !dbg !20
  %49 = fadd float %41, %45, !dbg !20
  %50 = fadd float %42, %46, !dbg !20
  %51 = fadd float %43, %47, !dbg !20
  %52 = bitcast float %48 to i32, !dbg !22
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %52, ptr addrspace(1) %39, i1 %16) #3, !dbg !22
  %53 = bitcast float %49 to i32, !dbg !22
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 4 ], { $0 };", "r,l,b"(i32 %53, ptr addrspace(1) %39, i1 %17) #3, !dbg !22
  %54 = bitcast float %50 to i32, !dbg !22
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 8 ], { $0 };", "r,l,b"(i32 %54, ptr addrspace(1) %39, i1 %18) #3, !dbg !22
  %55 = bitcast float %51 to i32, !dbg !22
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 12 ], { $0 };", "r,l,b"(i32 %55, ptr addrspace(1) %39, i1 %19) #3, !dbg !22
  ret void, !dbg !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.f(float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.rn.f(float, float) #2

attributes #0 = { nounwind "nvvm.reqntid"="64" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "rn_math", linkageName: "rn_math", scope: !1, file: !1, line: 196, type: !5, scopeLine: 196, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 198, column: 12, scope: !4)
!13 = !DILocation(line: 198, column: 39, scope: !4)
!14 = !DILocation(line: 199, column: 9, scope: !4)
!15 = !DILocation(line: 200, column: 17, scope: !4)
!16 = !DILocation(line: 200, column: 9, scope: !4)
!17 = !DILocation(line: 201, column: 17, scope: !4)
!18 = !DILocation(line: 201, column: 9, scope: !4)
!19 = !DILocation(line: 202, column: 14, scope: !4)
!20 = !DILocation(line: 202, column: 26, scope: !4)
!21 = !DILocation(line: 202, column: 42, scope: !4)
!22 = !DILocation(line: 202, column: 5, scope: !4)
!23 = !DILocation(line: 196, column: 1, scope: !4)
